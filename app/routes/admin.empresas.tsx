import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { adminCompaniesAction, adminCompaniesLoader } from "~/lib/admin-companies.server";
import { formatDateBR } from "../../domain/shared";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { Table } from "~/components/Table";

// Each row's forms follow ADR 019: a refused form gets the error summary at the top of the page
// ("Corrija 1 campo: Plano", a link to the row's field) and its message beside the field, inside the
// row's form; the plan select is aria-required (its visible label is the column's header: no star). Form ids: plan-<companyId>, status-<companyId>.
const FORM_OF = { "set-plan": "plan", "set-status": "status" } as const;
const formIdOf = (intent: string | undefined, companyId: string) => `${FORM_OF[intent as keyof typeof FORM_OF] ?? "plan"}-${companyId}`;

export const meta: MetaFunction = () => [{ title: "Empresas — Administração Girassol" }];
export const loader = (args: LoaderFunctionArgs) => adminCompaniesLoader(args);
export const action = (args: ActionFunctionArgs) => adminCompaniesAction(args);

export default function AdminCompanies() {
  const { admin, q, companies, commandId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refusedForm = reply ? formIdOf("intent" in reply ? (reply.intent as string) : undefined, reply.companyId) : undefined;
  const fieldErrors = Object.fromEntries(Object.entries(reply?.result?.error ?? {}).filter(([k, e]) => k !== "" && e?.length)) as Record<
    string,
    string[]
  >;
  const errorsOf = (formId: string, field: string) => (refusedForm === formId ? fieldErrorsOf(reply?.result, field) : []);
  return (
    <AdminFrame admin={admin}>
      <h1>Empresas</h1>
      <Form method="get" role="search" aria-label="Buscar empresas">
        <label htmlFor="q">Buscar</label> <input id="q" name="q" defaultValue={q} /> <button type="submit">Buscar</button>
      </Form>
      {refusedForm && (
        <ErrorSummary
          form={{ id: refusedForm, errorId: `${refusedForm}-error`, errors: formErrorsOf(reply?.result), allErrors: fieldErrors }}
          labels={{ plan: "Plano", statusOk: "Situação" }}
        />
      )}
      <Table columns={["Empresa", "Cadastro", "Usuários", "Plano", "Situação"]}>
        {companies.map((c) => (
          <tr key={c.id}>
            <td>
              {c.name}
              <br />
              <Link to={`/admin/empresas/${c.id}/auditoria/quadro/vendas`} aria-label={`Ver como estava em … (${c.name})`}>
                Ver como estava em …
              </Link>
            </td>
            <td>{formatDateBR(c.registeredAt)}</td>
            <td>{c.users}</td>
            <td>
              <Form method="post" aria-label={`Plano de ${c.name}`} className="inline-form" id={`plan-${c.id}`}>
                <input type="hidden" name="csrf" value={admin.csrf} />
                <input type="hidden" name="commandId" value={commandId} />
                <input type="hidden" name="intent" value="set-plan" />
                <input type="hidden" name="companyId" value={c.id} />
                {/* The column's header says "Plano" on screen (and the cell's data-label on a phone): the label is for readers. */}
                <label htmlFor={`plan-${c.id}-plan`} className="visually-hidden">
                  Plano
                </label>
                <select
                  id={`plan-${c.id}-plan`}
                  name="plan"
                  defaultValue={c.plan}
                  aria-required
                  aria-invalid={errorsOf(`plan-${c.id}`, "plan").length ? true : undefined}
                  aria-describedby={errorsOf(`plan-${c.id}`, "plan").length ? `plan-${c.id}-plan-error` : undefined}
                >
                  <option value="BASIC">Básico</option>
                  <option value="ENTERPRISE">Empresarial</option>
                </select>
                <button type="submit">Salvar plano</button>
                {errorsOf(`plan-${c.id}`, "plan").length > 0 && (
                  <p className="field-error" id={`plan-${c.id}-plan-error`}>
                    {errorsOf(`plan-${c.id}`, "plan").join(" ")}
                  </p>
                )}
              </Form>
            </td>
            <td>
              <Form method="post" aria-label={`Situação de ${c.name}`} className="inline-form" id={`status-${c.id}`}>
                <input type="hidden" name="csrf" value={admin.csrf} />
                <input type="hidden" name="commandId" value={commandId} />
                <input type="hidden" name="intent" value="set-status" />
                <input type="hidden" name="companyId" value={c.id} />
                <span>{c.statusOk ? "Regular" : "Irregular"}</span>{" "}
                <button type="submit" name="statusOk" id={`status-${c.id}-statusOk`} value={c.statusOk ? "false" : "true"}>
                  {c.statusOk ? "MARCAR IRREGULAR" : "MARCAR REGULAR"}
                </button>
                {errorsOf(`status-${c.id}`, "statusOk").length > 0 && (
                  <p className="field-error" id={`status-${c.id}-statusOk-error`}>
                    {errorsOf(`status-${c.id}`, "statusOk").join(" ")}
                  </p>
                )}
              </Form>
            </td>
          </tr>
        ))}
      </Table>
    </AdminFrame>
  );
}
