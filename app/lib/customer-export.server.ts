// GET /clientes/exportar?<the list's filters>: the customers the user may see, every field, as a
// CSV download with pt-BR headers (the same columns the upload reads). Non-vendors or sales managers.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { addressFields, CSV_COLUMNS, toCsv } from "../../domain/customer";
import { formatDateBR, maskCep, maskDocument, maskPhone } from "../../domain/shared";
import { requirePermission, visibleOwnerIds } from "./access.server";
import { requireUser } from "./auth.server";
import { forbidden, notFound } from "./http.server";
import { canBulkCustomers, exportRows, filtersFrom, listScope } from "./customers.server";

export async function customerExportLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  if (!canBulkCustomers(user)) throw forbidden("Acesso negado.");
  const url = new URL(request.url);
  const { filters } = filtersFrom(url);
  // ?lista=<uid>: the list being looked at (a manager viewing one user's list exports that list).
  const lista = url.searchParams.get("lista");
  const scope = lista ? await listScope(user, lista) : { owners: await visibleOwnerIds(user, "CUSTOMERS") };
  if (!scope) throw notFound("Lista não encontrada.");
  const rows = await exportRows(user.companyId, scope.owners, filters);
  const lines = rows.map(({ row, details: d, ownerEmails }) => {
    const values: Record<string, string> = {
      name: row.name,
      email: d.email,
      phone: d.phone ? maskPhone(d.phone) : "",
      whatsapp: d.whatsapp ? maskPhone(d.whatsapp) : "",
      cpfCnpjSwitch: d.cpfCnpjSwitch ? "CNPJ" : "CPF",
      document: d.document ? maskDocument(d.document, d.cpfCnpjSwitch) : "",
      rg: d.rg,
      nationality: d.nationality,
      profession: d.profession,
      postalCode: d.postalCode ? maskCep(d.postalCode) : "",
      ...addressFields(d),
      personInChargeName: d.personInCharge.name,
      personInChargeCpf: d.personInCharge.cpf ? maskDocument(d.personInCharge.cpf, false) : "",
      income: d.income ? d.income.replace(".", ",") : "",
      origin: d.origin,
      observations: d.observations,
      ownerEmails: ownerEmails.join(", "),
      archived: row.archived ? "Sim" : "Não",
      registeredAt: formatDateBR(new Date(row.registered_at).toISOString()),
    };
    return CSV_COLUMNS.map((c) => values[c.key] ?? "");
  });
  const body = toCsv([CSV_COLUMNS.map((c) => c.header), ...lines]);
  const today = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clientes-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
