import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { adminCompaniesAction, adminCompaniesLoader } from "~/lib/admin-companies.server";
import { formatDateBR } from "../../domain/shared";
import { allErrorsOf } from "~/components/forms/reply-errors";
import { Table } from "~/components/Table";

export const meta: MetaFunction = () => [{ title: "Empresas — Administração Girassol" }];
export const loader = (args: LoaderFunctionArgs) => adminCompaniesLoader(args);
export const action = (args: ActionFunctionArgs) => adminCompaniesAction(args);

export default function AdminCompanies() {
  const { admin, q, companies, commandId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replyErrors = allErrorsOf(reply?.result);
  return (
    <AdminFrame admin={admin}>
      <h1>Empresas</h1>
      <Form method="get" role="search" aria-label="Buscar empresas">
        <label htmlFor="q">Buscar</label> <input id="q" name="q" defaultValue={q} /> <button type="submit">Buscar</button>
      </Form>
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
              <Form method="post" aria-label={`Plano de ${c.name}`} className="inline-form">
                <input type="hidden" name="csrf" value={admin.csrf} />
                <input type="hidden" name="commandId" value={commandId} />
                <input type="hidden" name="intent" value="set-plan" />
                <input type="hidden" name="companyId" value={c.id} />
                <select name="plan" defaultValue={c.plan} aria-label="Plano">
                  <option value="BASIC">Básico</option>
                  <option value="ENTERPRISE">Empresarial</option>
                </select>
                <button type="submit">Salvar plano</button>
              </Form>
            </td>
            <td>
              <Form method="post" aria-label={`Situação de ${c.name}`} className="inline-form">
                <input type="hidden" name="csrf" value={admin.csrf} />
                <input type="hidden" name="commandId" value={commandId} />
                <input type="hidden" name="intent" value="set-status" />
                <input type="hidden" name="companyId" value={c.id} />
                <span>{c.statusOk ? "Regular" : "Irregular"}</span>{" "}
                <button type="submit" name="statusOk" value={c.statusOk ? "false" : "true"}>
                  {c.statusOk ? "MARCAR IRREGULAR" : "MARCAR REGULAR"}
                </button>
              </Form>
              {reply?.companyId === c.id && replyErrors.length > 0 && (
                <p className="field-error" role="alert">
                  {replyErrors.join(" ")}
                </p>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </AdminFrame>
  );
}
