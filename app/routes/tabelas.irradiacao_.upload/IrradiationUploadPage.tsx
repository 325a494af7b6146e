// Import an irradiation table: choose a CSV → preview (errors by line, how each row found its
// municipality) → import the valid lines. Plain forms: the same without JS.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";
import type { irradiationUploadAction, irradiationUploadLoader } from "./page.server";
import { ImportProgress, SendTableFile } from "~/components/tables/UploadForms";

export function IrradiationUploadPage() {
  const d = useLoaderData<typeof irradiationUploadLoader>();
  const result = useActionData<typeof irradiationUploadAction>()?.result;
  const errors = [...formErrorsOf(result), ...fieldErrorsOf(result, "arquivo")];
  const busy = useNavigation().state === "submitting";
  const p = d.preview;
  return (
    <Shell user={d.user}>
      <h1>Importar irradiação</h1>
      <p>
        <Link to="/tabelas/irradiacao">← Irradiação solar</Link>
      </p>
      {errors.length > 0 && (
        <p className="form-error" role="alert">
          {errors.join(" ")}
        </p>
      )}
      {p ? (
        <section className="card-panel wide" aria-labelledby="previa">
          <h2 id="previa">Pré-visualização de {p.fileName}</h2>
          <p role="status">
            {p.total} linhas: {p.validCount} cidades válidas
            {p.errors.length > 0 ? `, ${p.total - p.validCount - p.replacedCount} com erros (serão ignoradas)` : ""}
            {p.replacedCount > 0 ? `, ${p.replacedCount} repetidas (fica a de melhor correspondência)` : ""}.
          </p>
          {p.errors.length > 0 && (
            <div className="table-scroll">
              <Table className="list" aria-label="Linhas com erros" columns={["Linha", "Local", "Erros"]}>
                {p.errors.map((e) => (
                  <Row key={e.line} cells={[e.line, e.place, e.messages.join(" ")]} />
                ))}
              </Table>
            </div>
          )}
          {p.moreErrors > 0 && <p>E mais {p.moreErrors} linhas com erros.</p>}
          {p.sample.length > 0 && (
            <div className="table-scroll">
              <Table
                className="list"
                aria-label="Amostra"
                columns={["Linha", "No arquivo", "Município", "Código IBGE", "Correspondência", "Média anual (kWh/m²/dia)"]}
              >
                {p.sample.map((s) => (
                  <Row key={s.line} cells={[s.line, s.place, s.city, s.ibge, s.matched, s.annual]} />
                ))}
              </Table>
            </div>
          )}
          {p.validCount > 0 ? (
            <Form method="post" className="mt-1">
              <input type="hidden" name="csrf" value={d.user.csrf} />
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="commandId" value={p.commandId} />
              <input type="hidden" name="uploadId" value={p.uploadId} />
              <button type="submit" disabled={busy}>
                Importar {p.validCount} cidades
              </button>{" "}
              <Link to="/tabelas/irradiacao/upload">Escolher outro arquivo</Link>
              <ImportProgress busy={busy} />
            </Form>
          ) : (
            <p>
              <Link to="/tabelas/irradiacao/upload">Escolher outro arquivo</Link>
            </p>
          )}
        </section>
      ) : (
        <SendTableFile csrf={d.user.csrf} busy={busy} maxMb={d.maxMb}>
          <p>
            Formato do Atlas Brasileiro de Energia Solar / CRESESB SunData, até {d.maxMb} MB, separado por ponto e vírgula (;) ou vírgula, em UTF-8 ou
            Latin-1 (Excel), com vírgula ou ponto decimal. Cabeçalho: <code>ID;LON;LAT;NAME;CLASS;STATE;ANNUAL;JAN;FEB;…;DEC</code> (ou os meses em
            português, JAN a DEZ). Também uma planilha XLSX com as mesmas colunas (a primeira aba; linhas de título acima do cabeçalho são ignoradas).
          </p>
          <p>
            Valores em Wh/m²/dia (ou kWh/m²/dia, reconhecidos quando todos são menores que 20). Cada linha é ligada a um município pelo nome e UF; sem
            correspondência, pela sede de município mais próxima das coordenadas (até 50 km).
          </p>
        </SendTableFile>
      )}
    </Shell>
  );
}
