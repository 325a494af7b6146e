// Import ANEEL's tariff file: choose a CSV → preview → import with the company's Fio B share.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";
import { ANEEL_COLUMNS } from "../../../domain/tariff";
import type { tariffUploadAction, tariffUploadLoader } from "./page.server";
import { ImportProgress, SendTableFile } from "~/components/tables/UploadForms";
import { TARIFF_COLUMNS, tariffCells, validity } from "~/components/tables/TariffFieldset";

export function TariffUploadPage() {
  const d = useLoaderData<typeof tariffUploadLoader>();
  const reply = useActionData<typeof tariffUploadAction>();
  const result = reply?.result;
  const errors = [...formErrorsOf(result), ...fieldErrorsOf(result, "arquivo")];
  const fioBErrors = fieldErrorsOf(result, "fioBShare");
  const busy = useNavigation().state === "submitting";
  const p = d.preview;
  return (
    <Shell user={d.user}>
      <h1>Importar tarifas da ANEEL</h1>
      <p>
        <Link to="/tabelas/tarifas">← Tarifas</Link>
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
            {p.total} linhas: {p.validCount} tarifas válidas
            {p.errors.length > 0 ? `, ${p.errors.length + p.moreErrors} com erros (serão ignoradas)` : ""}
            {p.ignoredCount > 0 ? `, ${p.ignoredCount} fora do subconjunto aceito` : ""}
            {p.replacedCount > 0 ? `, ${p.replacedCount} repetidas (fica a última)` : ""}.
          </p>
          {p.errors.length > 0 && (
            <div className="table-scroll">
              <Table className="list" aria-label="Linhas com erros" columns={["Linha", "Erros"]}>
                {p.errors.map((e) => (
                  <Row key={e.line} cells={[e.line, e.messages.join(" ")]} />
                ))}
              </Table>
            </div>
          )}
          {p.moreErrors > 0 && <p>E mais {p.moreErrors} linhas com erros.</p>}
          {p.sample.length > 0 && (
            <div className="table-scroll">
              <Table className="list" aria-label="Amostra" columns={["Linha", ...TARIFF_COLUMNS, "Vigência"]}>
                {p.sample.map((s) => (
                  <Row key={s.line} cells={[s.line, ...tariffCells(s), validity(s.validFrom, s.validTo)]} />
                ))}
              </Table>
            </div>
          )}
          {p.validCount > 0 ? (
            <Form method="post" className="mt-1" aria-label="Importar tarifas">
              <input type="hidden" name="csrf" value={d.user.csrf} />
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="commandId" value={p.commandId} />
              <input type="hidden" name="uploadId" value={p.uploadId} />
              <label htmlFor="fioBShare">Parcela Fio B (% da TUSD)</label>
              <input
                id="fioBShare"
                name="fioBShare"
                defaultValue="28"
                inputMode="decimal"
                aria-invalid={fioBErrors.length ? true : undefined}
                aria-describedby="fioBShare-help fioBShare-error"
              />
              <small id="fioBShare-help">
                O arquivo de tarifas da ANEEL não traz a parcela Fio B; informe a da distribuidora (≈ 28 % na média nacional).
              </small>
              {fioBErrors.length > 0 && (
                <p className="form-error" id="fioBShare-error">
                  {fioBErrors.join(" ")}
                </p>
              )}
              <p>
                <button type="submit" disabled={busy}>
                  Importar {p.validCount} tarifas
                </button>{" "}
                <Link to="/tabelas/tarifas/upload">Escolher outro arquivo</Link>
              </p>
              <ImportProgress busy={busy} />
            </Form>
          ) : (
            <p>
              <Link to="/tabelas/tarifas/upload">Escolher outro arquivo</Link>
            </p>
          )}
        </section>
      ) : (
        <SendTableFile csrf={d.user.csrf} busy={busy} maxMb={d.maxMb}>
          <p>
            O CSV “Tarifas homologadas das distribuidoras” dos dados abertos da ANEEL (valores em R$/MWh, convertidos para R$/kWh), até {d.maxMb} MB:
            filtre o arquivo pelas suas distribuidoras antes de enviar. Colunas obrigatórias: {ANEEL_COLUMNS.required.join(", ")}; usadas quando
            presentes: {ANEEL_COLUMNS.optional.join(", ")}. Também uma planilha XLSX com as mesmas colunas (a primeira aba).
          </p>
          <p>
            Entram só as linhas de “Tarifa de Aplicação”, com detalhe “Não se aplica” e unidade MWh; as demais (base econômica, SCEE, demanda em kW)
            são contadas e deixadas de lado.
          </p>
        </SendTableFile>
      )}
    </Shell>
  );
}
