// /admin/empresas: admins list companies and set a company's plan and account status, through
// the company's commands (the admin is the actor). Admins see no customer, proposal or sales data.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyDecider, companyStreamId, COMPANY_PLANS, type CompanyPlan } from "../../domain/company";
import { normalizeSearch } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requireAdmin, requireAdminCsrf } from "./admin-auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { services } from "./services.server";

export async function adminCompaniesLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const { database } = await services();
  const rows = await database.db
    .selectFrom("rm_companies")
    .leftJoin("rm_users", (j) => j.onRef("rm_users.company_id", "=", "rm_companies.id"))
    .select((eb) => [
      "rm_companies.id",
      "rm_companies.name",
      "rm_companies.plan",
      "rm_companies.status_ok",
      "rm_companies.registered_at",
      eb.fn.count<string>("rm_users.id").as("users"),
    ])
    .groupBy("rm_companies.id")
    .orderBy("rm_companies.name")
    .orderBy("rm_companies.id")
    .limit(500)
    .execute();
  const needle = normalizeSearch(q.trim());
  const companies = rows
    .filter((r) => !needle || normalizeSearch(r.name).includes(needle))
    .map((r) => ({
      id: r.id,
      name: r.name,
      plan: r.plan,
      statusOk: r.status_ok,
      users: Number(r.users),
      registeredAt: new Date(r.registered_at).toISOString(),
    }));
  return { admin: { name: admin.name, csrf: admin.csrf }, q, companies, commandId: newCommandId() };
}

export async function adminCompaniesAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  await requireAdminCsrf(form, admin);
  const companyId = String(form.get("companyId") ?? "");
  if (!UUID_RE.test(companyId)) throw new Response("Empresa não encontrada.", { status: 404 });
  const { database } = await services();
  const exists = await database.db
    .selectFrom("rm_companies")
    .select("id")
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!exists) throw new Response("Empresa não encontrada.", { status: 404 });
  const intent = String(form.get("intent") ?? "");
  const actor = { id: admin.id, companyId };
  const commandId = commandIdFrom(form);
  let outcome;
  if (intent === "set-plan") {
    const plan = String(form.get("plan") ?? "");
    if (!(COMPANY_PLANS as readonly string[]).includes(plan))
      return data({ companyId, error: "Plano inválido." }, { status: 400 });
    outcome = await sendCommand(
      actor,
      companyStreamId(companyId),
      companyDecider,
      { type: "ChangePlan", plan: plan as CompanyPlan },
      commandId,
    );
  } else if (intent === "set-status") {
    const status = String(form.get("statusOk") ?? "");
    if (status !== "true" && status !== "false")
      return data({ companyId, error: "Situação inválida." }, { status: 400 });
    outcome = await sendCommand(
      actor,
      companyStreamId(companyId),
      companyDecider,
      { type: "SetAccountStatus", statusOk: status === "true" },
      commandId,
    );
  } else {
    throw new Response("Ação desconhecida.", { status: 400 });
  }
  if (!outcome.ok) return data({ companyId, error: outcome.error.message }, { status: 400 });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}
