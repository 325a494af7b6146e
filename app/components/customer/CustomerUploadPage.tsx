// /upload-de-clientes: choose a CSV → preview (errors by line, a sample) → import. Without JS the
// import is one plain POST; with JS it goes in slices with a progress bar.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useFileLimit } from "~/components/forms/use-file-limit";
import { useState, type FormEvent } from "react";
import type { uploadAction, uploadLoader } from "~/lib/customer-upload.server";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { FileErrors, LineErrorsTable } from "~/components/forms/UploadPreviewParts";
import { Shell } from "../Shell";
import { Row, Table } from "../Table";

export function CustomerUploadPage() {
  const d = useLoaderData<typeof uploadLoader>();
  const result = useActionData<typeof uploadAction>()?.result;
  const limit = useFileLimit(d.maxMb);
  const errors = [...formErrorsOf(result), ...fieldErrorsOf(result, "arquivo"), ...(limit.tooLarge ? [limit.tooLarge] : [])];
  const navigation = useNavigation();
  return (
    <Shell user={d.user}>
      <h1>Upload de clientes</h1>
      <p>
        <Link to={`/clientes/lista/${d.user.id}`}>← Lista de clientes</Link>
      </p>
      <FileErrors errors={errors} />
      {d.preview ? (
        <Preview preview={d.preview} csrf={d.user.csrf} slice={d.slice} />
      ) : (
        <Form method="post" encType="multipart/form-data" className="card-panel" aria-label="Enviar arquivo" onSubmit={limit.onSubmit}>
          <input type="hidden" name="csrf" value={d.user.csrf} />
          <input type="hidden" name="intent" value="preview" />
          <label htmlFor="arquivo">Arquivo CSV</label>
          <input id="arquivo" name="arquivo" type="file" accept=".csv,text/csv" required />
          <p>
            Separado por ponto e vírgula (;) ou vírgula, até {d.maxMb} MB. A primeira linha é o cabeçalho, com a coluna
            <strong> Nome</strong> e as que quiser de: {d.columns.join(", ")}. Em “Vendedores (e-mails)”, os e-mails dos vendedores responsáveis;
            vazio: você.
          </p>
          <button type="submit" disabled={navigation.state === "submitting"}>
            Pré-visualizar
          </button>
        </Form>
      )}
    </Shell>
  );
}

type PreviewData = NonNullable<ReturnType<typeof useLoaderData<typeof uploadLoader>>["preview"]>;

function Preview({ preview: p, csrf, slice }: { preview: PreviewData; csrf: string; slice: number }) {
  const [progress, setProgress] = useState<{ done: number; error?: string } | null>(null);

  // With JS: import in slices and show the progress; without JS the form posts as is.
  async function importInSlices(e: FormEvent<HTMLFormElement>) {
    // Nothing to slice: the plain POST answers (and its flash says "0 clientes importados").
    if (p.validCount === 0) return;
    e.preventDefault();
    const totals = { created: 0, duplicates: 0, skipped: p.total - p.validCount };
    setProgress({ done: 0 });
    for (let from = 0; from < p.validCount; from += slice) {
      const body = new FormData();
      body.set("csrf", csrf);
      body.set("uploadId", p.uploadId);
      body.set("from", String(from));
      body.set("to", String(Math.min(p.validCount, from + slice)));
      // The last slice's answer sets the flash with the totals (the server adds its own slice).
      body.set("createdBefore", String(totals.created));
      body.set("duplicatesBefore", String(totals.duplicates));
      let r: { created: number; duplicates: number };
      try {
        const res = await fetch("/upload-de-clientes/lote", {
          method: "POST",
          body,
          headers: { Accept: "application/json" },
        });
        if (!res.ok || !res.headers.get("content-type")?.includes("json")) throw new Error(String(res.status));
        r = await res.json();
      } catch {
        return setProgress({ done: from, error: "Algo deu errado, por favor tente novamente." });
      }
      totals.created += r.created;
      totals.duplicates += r.duplicates;
      setProgress({ done: Math.min(p.validCount, from + slice) });
    }
    window.location.assign("/upload-de-clientes");
  }

  return (
    <section className="card-panel wide" aria-labelledby="previa">
      <h2 id="previa">Pré-visualização de {p.fileName}</h2>
      <p role="status">
        {p.total} linhas: {p.validCount} válidas
        {p.errors.length > 0 ? `, ${p.total - p.validCount} com erros (serão ignoradas)` : ""}.
      </p>
      {p.ignoredColumns.length > 0 && <p>Colunas desconhecidas, ignoradas: {p.ignoredColumns.join(", ")}.</p>}
      <LineErrorsTable errors={p.errors} moreErrors={p.moreErrors} />
      {p.sample.length > 0 && (
        <Table className="list" aria-label="Amostra" columns={["Linha", "Nome", "E-mail", "Documento", "Cidade", "Responsáveis"]}>
          {p.sample.map((s) => (
            <Row key={s.line} cells={[s.line, s.name, s.email, s.document, s.place, s.owners]} />
          ))}
        </Table>
      )}
      {p.validCount > 0 ? (
        <form method="post" onSubmit={importInSlices} className="mt-1">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="uploadId" value={p.uploadId} />
          <button type="submit" disabled={progress !== null && !progress.error}>
            Importar {p.validCount} clientes
          </button>{" "}
          <Link to="/upload-de-clientes">Escolher outro arquivo</Link>
          {progress && (
            <p>
              <label htmlFor="import-progress">
                Importando… {progress.done} de {p.validCount}
              </label>
              <progress id="import-progress" max={p.validCount} value={progress.done} className="w-full" />
              {progress.error && (
                <span className="form-error" role="alert">
                  {progress.error}
                </span>
              )}
            </p>
          )}
        </form>
      ) : (
        <p>
          <Link to="/upload-de-clientes">Escolher outro arquivo</Link>
        </p>
      )}
    </section>
  );
}
