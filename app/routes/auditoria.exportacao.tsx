// Audit export form (managers): a plain GET form to the streamed file route.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exportPageLoader } from "~/lib/audit.server";
import { Shell } from "~/components/Shell";

export const meta: MetaFunction = () => [{ title: "Exportação para auditoria — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => exportPageLoader(args);

export default function ExportPage() {
  const d = useLoaderData<typeof loader>();
  const err = (k: "de" | "ate") => (d.errors as Record<string, string>)[k];
  const aria = (k: "de" | "ate") => (err(k) ? { "aria-invalid": true, "aria-describedby": `${k}-error` } : {});
  return (
    <Shell user={d.user}>
      <h1>Exportação para auditoria</h1>
      <p>
        Todos os eventos da empresa no período, em ordem, um por linha. Cada registro traz o SHA-256 do
        registro anterior: confira o arquivo com <code>npm run audit:verify &lt;arquivo&gt;</code>.
      </p>
      {/* A plain form (reloadDocument semantics): the answer is a file download, streamed. */}
      <form method="get" action="/auditoria/exportacao-arquivo" aria-label="Exportar eventos">
        <label htmlFor="de">De</label>
        <input id="de" name="de" type="date" defaultValue={d.de} {...aria("de")} />
        {err("de") && <p className="field-error" id="de-error" role="alert">{err("de")}</p>}
        <label htmlFor="ate">Até</label>
        <input id="ate" name="ate" type="date" defaultValue={d.ate} {...aria("ate")} />
        {err("ate") && <p className="field-error" id="ate-error" role="alert">{err("ate")}</p>}
        <label htmlFor="formato">Formato</label>
        <select id="formato" name="formato" defaultValue={d.formato}>
          <option value="jsonl">JSON Lines (.jsonl)</option>
          <option value="csv">CSV (.csv)</option>
        </select>
        <button type="submit">Exportar</button>
      </form>
    </Shell>
  );
}
