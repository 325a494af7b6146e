// Audit export form (managers): a plain GET form to the streamed file route. Without JS the
// browser downloads the stream (its own progress); "Contar eventos" says how many the period holds.
// With JS the file is read here as it streams, with a progress bar counting records up to that total.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { exportPageLoader } from "~/lib/audit.server";
import { Shell } from "~/components/Shell";
import { dateInputProps } from "~/components/forms/DateField";
import { dateInputValue } from "../../domain/shared/date-input";

export const meta: MetaFunction = () => [{ title: "Exportação para auditoria — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => exportPageLoader(args);

const FILE_ROUTE = "/auditoria/exportacao-arquivo";
const nf = new Intl.NumberFormat("pt-BR");

export default function ExportPage() {
  const d = useLoaderData<typeof loader>();
  const [progress, setProgress] = useState<{ done: number; total: number | null; finished: boolean } | null>(null);
  const err = (k: "de" | "ate") => (d.errors as Record<string, string>)[k];
  const aria = (k: "de" | "ate") => (err(k) ? { "aria-invalid": true, "aria-describedby": `${k}-error` } : {});

  async function exportWithProgress(e: FormEvent<HTMLFormElement>) {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "exportar" || !window.ReadableStream) return; // "Contar eventos", or an old browser: plain form
    e.preventDefault();
    const query = new URLSearchParams(new FormData(e.currentTarget) as unknown as Record<string, string>);
    query.delete("acao");
    const res = await fetch(`${FILE_ROUTE}?${query}`);
    if (!res.ok || !res.body || res.redirected) {
      window.location.href = `${FILE_ROUTE}?${query}`;
      return;
    }
    const header = res.headers.get("X-Girassol-Events");
    const total: number | null = header && /^\d+$/.test(header) ? Number(header) : null;
    const parts: Uint8Array[] = [];
    const reader = res.body.getReader();
    let lines = 0;
    setProgress({ done: 0, total, finished: false });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      for (const b of value) if (b === 10) lines++;
      // Header and closing records are lines too; the count is of event records.
      setProgress({ done: Math.max(0, lines - 1), total, finished: false });
    }
    setProgress({ done: total ?? Math.max(0, lines - 2), total, finished: true });
    const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "girassol-auditoria";
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob(parts as BlobPart[], { type: res.headers.get("Content-Type") ?? "application/octet-stream" }));
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  return (
    <Shell user={d.user}>
      <h1>Exportação para auditoria</h1>
      <p>
        Todos os eventos da empresa no período, em ordem, um por linha. Cada registro traz a impressão digital (SHA-256) do registro anterior, então
        qualquer alteração no arquivo é detectada pela verificação de auditoria do Girassol.
      </p>
      {/* A plain form (reloadDocument semantics): the answer is a file download, streamed. */}
      <form method="get" action={FILE_ROUTE} aria-label="Exportar eventos" onSubmit={exportWithProgress}>
        <label htmlFor="de">De</label>
        <input id="de" name="de" {...dateInputProps()} defaultValue={dateInputValue(d.de)} {...aria("de")} />
        {err("de") && (
          <p className="field-error" id="de-error" role="alert">
            {err("de")}
          </p>
        )}
        <label htmlFor="ate">Até</label>
        <input id="ate" name="ate" {...dateInputProps()} defaultValue={dateInputValue(d.ate)} {...aria("ate")} />
        {err("ate") && (
          <p className="field-error" id="ate-error" role="alert">
            {err("ate")}
          </p>
        )}
        <label htmlFor="formato">Formato</label>
        <select id="formato" name="formato" defaultValue={d.formato}>
          <option value="jsonl">JSON Lines (.jsonl)</option>
          <option value="csv">CSV (.csv)</option>
        </select>
        <button type="submit" name="acao" value="contar" formAction="/auditoria/exportacao" className="secondary">
          Contar eventos
        </button>
        <button type="submit" name="acao" value="exportar">
          Exportar
        </button>
      </form>
      {d.total !== null && (
        <p role="status">
          {nf.format(d.total)} {d.total === 1 ? "evento" : "eventos"} no período.
        </p>
      )}
      {progress && (
        <div aria-live="polite">
          <label htmlFor="export-progress">{progress.finished ? "Exportação concluída" : "Exportando…"}</label>{" "}
          <progress
            id="export-progress"
            max={progress.total ?? undefined}
            value={progress.total === null ? undefined : Math.min(progress.done, progress.total)}
          />{" "}
          <span>
            {nf.format(progress.done)}
            {progress.total !== null ? ` de ${nf.format(progress.total)}` : ""} eventos
          </span>
        </div>
      )}
    </Shell>
  );
}
