// /upload-de-vendas: choose a CSV or XLSX → preview (errors by line, a sample) → import (one plain POST).
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";
import { ImportProgress, SendTableFile } from "~/components/tables/UploadForms";
import { FileErrors, LineErrorsTable } from "~/components/forms/UploadPreviewParts";
import { SALES_UPLOAD_COLUMNS } from "../../../domain/sales-upload/rows";
import type { salesUploadAction, salesUploadLoader } from "./page.server";

export function SalesUploadPage() {
  const d = useLoaderData<typeof salesUploadLoader>();
  const result = useActionData<typeof salesUploadAction>()?.result;
  const errors = [...formErrorsOf(result), ...fieldErrorsOf(result, "arquivo")];
  const busy = useNavigation().state === "submitting";
  const p = d.preview;
  return (
    <Shell user={d.user}>
      <h1>Upload de vendas</h1>
      <p>
        <Link to={`/vendas/funil/${d.user.id}`}>← Funil de vendas</Link>
      </p>
      <FileErrors errors={errors} />
      {p ? (
        <section className="card-panel wide" aria-labelledby="previa">
          <h2 id="previa">Pré-visualização de {p.fileName}</h2>
          <p role="status">
            {p.total} linhas: {p.validCount} válidas
            {p.errors.length > 0 ? `, ${p.total - p.validCount} com erros (serão ignoradas)` : ""}.
          </p>
          <LineErrorsTable errors={p.errors} moreErrors={p.moreErrors} />
          {p.sample.length > 0 && (
            <div className="table-scroll">
              <Table
                className="list"
                aria-label="Amostra"
                columns={["Linha", "Nome", "Cliente", "Valor", "Etapa", "Potência", "Vendedor", "Cadastro"]}
              >
                {p.sample.map((s) => (
                  <Row key={s.line} cells={[s.line, s.name, s.customer, s.amount, s.column, s.power, s.owner, s.registeredAt]} />
                ))}
              </Table>
            </div>
          )}
          {p.validCount > 0 ? (
            <Form method="post" className="mt-1" aria-label="Importar vendas">
              <input type="hidden" name="csrf" value={d.user.csrf} />
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="uploadId" value={p.uploadId} />
              <button type="submit" disabled={busy}>
                Importar {p.validCount} vendas
              </button>{" "}
              <Link to="/upload-de-vendas">Cancelar</Link>
              <ImportProgress busy={busy} />
            </Form>
          ) : (
            <p>
              <Link to="/upload-de-vendas">Escolher outro arquivo</Link>
            </p>
          )}
        </section>
      ) : (
        <SendTableFile csrf={d.user.csrf} busy={busy} maxMb={d.maxMb}>
          <p>
            Até {d.maxMb} MB. A primeira linha é o cabeçalho, com a coluna <strong>Nome</strong> e as que quiser de:{" "}
            {SALES_UPLOAD_COLUMNS.filter((c) => c.key !== "name")
              .map((c) => c.header)
              .join(", ")}
            . Valor como 1.234,56; data como dd/mm/aaaa; etapa pelo nome da coluna do funil (vazia: a primeira). O cliente é procurado pelo CPF/CNPJ,
            pelo e-mail ou pelo nome e cadastrado quando não existe. Sem vendedor:{" "}
            {d.distributeLeads ? "distribuição automática entre os vendedores, em rodízio" : "você"}. Com “Código”, enviar a mesma venda de novo não a
            repete.
          </p>
          <p>
            <a href="/upload-de-vendas/modelo" download>
              Baixar modelo (CSV)
            </a>
          </p>
        </SendTableFile>
      )}
    </Shell>
  );
}
