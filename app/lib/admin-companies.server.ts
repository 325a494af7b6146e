// /admin/empresas: admins list companies and set a company's plan and account status, through
// the company's commands (the admin is the actor). Admins see no customer, proposal or sales data.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { companyDecider, companyStreamId, COMPANY_PLANS, type CompanyCommand } from "../../domain/company";
import { normalizeSearch } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requireAdmin, requireAdminCsrf } from "./admin-auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { commandReply, formReply } from "./replies.server";
import { services } from "./services.server";
import * as companyQueries from "../../projections/read-models/companies.queries";

export async function adminCompaniesLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const { database } = await services();
  const rows = await companyQueries.companiesWithUserCounts(database.db);
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

/** A company's plan, and its account status (regular or not). */
const companyIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-plan"), plan: z.enum(COMPANY_PLANS, { error: "Plano inválido." }) }),
  z.object({ intent: z.literal("set-status"), statusOk: z.enum(["true", "false"], { error: "Situação inválida." }) }),
]);

export async function adminCompaniesAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  await requireAdminCsrf(form, admin);
  const companyId = String(form.get("companyId") ?? "");
  if (!(await companyExists(companyId))) throw notFound("Empresa não encontrada.");
  const submission = parseIntent(form, companyIntents);
  if (submission.status !== "success") return formReply(submission, { with: { intent: String(form.get("intent") ?? ""), companyId } });
  const v = submission.value;
  let command: CompanyCommand;
  switch (v.intent) {
    case "set-plan":
      command = { type: "ChangePlan", plan: v.plan };
      break;
    case "set-status":
      command = { type: "SetAccountStatus", statusOk: v.statusOk === "true" };
      break;
    default:
      return unknownIntent(v);
  }
  // The admin is the actor, in the company the command changes.
  const actor = { id: admin.id, companyId };
  const outcome = await sendCommand(actor, companyStreamId(companyId), companyDecider, command, commandIdFrom(form));
  const url = new URL(request.url);
  return commandReply(outcome, submission, () => redirect(`${url.pathname}${url.search}`), {
    with: { intent: v.intent, companyId },
  });
}

async function companyExists(companyId: string): Promise<boolean> {
  if (!UUID_RE.test(companyId)) return false;
  const { database } = await services();
  return (await companyQueries.storedCompanyId(database.db, companyId)) !== undefined;
}
