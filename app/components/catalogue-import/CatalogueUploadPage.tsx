// The catalogue upload pages (/modulos/upload, /inversores/upload, /equipamentos/upload,
// /upload-de-kits): choose a CSV or XLSX → preview (counts, errors by line, a sample) → import →
// result. Without JS the import is one plain POST; with JS it goes in slices with a progress bar.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useFileLimit } from "~/components/forms/use-file-limit";
import type { uploadAction, uploadLoader } from "~/lib/catalogue-import/page.server";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { Shell } from "../Shell";
import { Row, Table } from "../Table";
import { TabularFileInput } from "~/components/forms/TabularFileInput";

type Loader = ReturnType<typeof uploadLoader>;
type LoaderData = ReturnType<typeof useLoaderData<Loader>>;

export function CatalogueUploadPage() {
  const d = useLoaderData<Loader>();
  const result = useActionData<ReturnType<typeof uploadAction>>()?.result;
  const limit = useFileLimit(d.maxMb);
  const errors = [...formErrorsOf(result), ...fieldErrorsOf(result, "arquivo"), ...(limit.tooLarge ? [limit.tooLarge] : [])];
  const navigation = useNavigation();
  const title = `Upload de ${d.label.toLowerCase()}`;
  return (
    <Shell user={d.user}>
      <h1>{title}</h1>
      <p>
        <Link to="/importacoes/lista">Importações</Link>
      </p>
      {d.result && (
        <section className="card-panel" aria-labelledby="resultado">
          <h2 id="resultado">Resultado de {d.result.file_name}</h2>
          <p className="notice" role="status">
            {d.result.created} novos, {d.result.updated} atualizados, {d.result.unchanged} sem mudança, {d.result.refused} linhas recusadas.
          </p>
          <p>
            {d.result.refused > 0 && (
              <>
                <a href={`/importacoes/recusadas/${d.result.id}`} download>
                  Baixar as linhas recusadas (CSV)
                </a>{" "}
                ·{" "}
              </>
            )}
            <Link to={d.path}>Enviar outro arquivo</Link>
          </p>
        </section>
      )}
      {errors.length > 0 && (
        <p className="form-error" role="alert">
          {errors.join(" ")}
        </p>
      )}
      {d.preview ? (
        <Preview d={d} preview={d.preview} />
      ) : (
        !d.result && (
          <Form method="post" encType="multipart/form-data" className="card-panel" aria-label="Enviar arquivo" onSubmit={limit.onSubmit}>
            <input type="hidden" name="csrf" value={d.user.csrf} />
            <input type="hidden" name="intent" value="preview" />
            <TabularFileInput />
            <p>
              CSV separado por ponto e vírgula (;) ou vírgula, em UTF-8 ou no formato do Excel (Latin-1), ou planilha XLSX (a primeira aba), até{" "}
              {d.maxMb} MB. Números com vírgula decimal (1.234,56) ou ponto (1234.56). O cabeçalho precisa das colunas{" "}
              <strong>
                {d.columns
                  .filter((c) => c.required)
                  .map((c) => c.header)
                  .join(", ")}
              </strong>{" "}
              e pode ter{" "}
              {d.columns
                .filter((c) => !c.required)
                .map((c) => c.header)
                .join(", ")}
              . Os nomes dos campos ({d.columns.map((c) => c.key).join(", ")}) também valem como cabeçalho. Uma linha já importada com os mesmos
              valores não muda nada; com outros valores, atualiza o cadastro.
            </p>
            <button type="submit" disabled={navigation.state === "submitting"}>
              Pré-visualizar
            </button>
          </Form>
        )
      )}
    </Shell>
  );
}

function Preview({ d, preview: p }: { d: LoaderData; preview: NonNullable<LoaderData["preview"]> }) {
  const [progress, setProgress] = useState<{ done: number; error?: string } | null>(null);

  // With JS: import in slices and show the progress; without JS the form posts as is.
  async function importInSlices(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setProgress({ done: 0 });
    let importId = "";
    // One request at least: the first starts the import (and records the refused lines).
    for (let from = 0; from === 0 || from < p.valid; from += d.slice) {
      const body = new FormData();
      body.set("csrf", d.user.csrf);
      body.set("kind", d.kind);
      body.set("uploadId", p.uploadId);
      body.set("from", String(from));
      body.set("to", String(Math.min(p.valid, from + d.slice)));
      try {
        const res = await fetch("/importacoes/lote", { method: "POST", body, headers: { Accept: "application/json" } });
        if (!res.ok || !res.headers.get("content-type")?.includes("json")) throw new Error(String(res.status));
        importId = ((await res.json()) as { importId: string }).importId;
      } catch {
        return setProgress({ done: from, error: "Algo deu errado, por favor tente novamente." });
      }
      setProgress({ done: Math.min(p.valid, from + d.slice) });
    }
    window.location.assign(`${d.path}?importacao=${importId}`);
  }

  const refused = p.total - p.valid;
  return (
    <section className="card-panel wide" aria-labelledby="previa">
      <h2 id="previa">Pré-visualização de {p.fileName}</h2>
      <p role="status">
        {p.total} linhas: {p.valid} válidas{refused > 0 ? `, ${refused} com erros (serão recusadas)` : ""}.
      </p>
      <p>
        {p.format === "xlsx"
          ? "Planilha XLSX (primeira aba)"
          : `CSV ${p.encoding === "utf-8" ? "UTF-8" : "Latin-1 (Windows-1252)"}, separado por “${p.delimiter}”`}
        .{p.ignoredColumns.length > 0 && ` Colunas desconhecidas, ignoradas: ${p.ignoredColumns.join(", ")}.`}
      </p>
      {p.errors.length > 0 && <h3>Linhas com erros</h3>}
      {p.errors.length > 0 && (
        <Table className="list" aria-label="Linhas com erros" columns={["Linha", "Erros"]}>
          {p.errors.map((e) => (
            <Row key={e.line} cells={[e.line, e.messages.join(" ")]} />
          ))}
        </Table>
      )}
      {p.moreErrors > 0 && <p>E mais {p.moreErrors} linhas com erros.</p>}
      {p.sample.length > 0 && <h3>Primeiras linhas válidas</h3>}
      {p.sample.length > 0 && (
        <Table className="list" aria-label="Amostra" columns={["Linha", d.label]}>
          {p.sample.map((s) => (
            <Row key={s.line} cells={[s.line, s.text]} />
          ))}
        </Table>
      )}
      <form method="post" onSubmit={importInSlices} className="mt-1">
        <input type="hidden" name="csrf" value={d.user.csrf} />
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="uploadId" value={p.uploadId} />
        <button type="submit" disabled={progress !== null && !progress.error}>
          Importar {p.valid} linhas válidas
        </button>{" "}
        <Link to={d.path}>Escolher outro arquivo</Link>
        {progress && (
          <p>
            <label htmlFor="import-progress">
              Importando… {progress.done} de {p.valid}
            </label>
            <progress id="import-progress" max={Math.max(1, p.valid)} value={progress.done} className="w-full" />
            {progress.error && (
              <span className="form-error" role="alert">
                {progress.error}
              </span>
            )}
          </p>
        )}
      </form>
    </section>
  );
}
