// /clientes/lista/:uid: search (no accents, no case), filters, page sizes of part 1 §9, and the
// bulk actions (archive / unarchive one or the selected customers, set the selected customers'
// owners). Scoped by company and visibleOwnerIds(user, "CUSTOMERS"); needs customersList.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { customerDecider, CUSTOMER_MSG, type CustomerCommand } from "../../domain/customer";
import { UFS } from "../../domain/shared/places";
import { requirePermission } from "./access.server";
import { requireCsrf, requireUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { forbidden, notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { formReply, type Problem } from "./replies.server";
import {
  canBulkCustomers,
  canChooseOwners,
  companyUsers,
  customerRules,
  filtersFrom,
  listCustomerPage,
  listScope,
  PAGE_SIZES,
  visibleCustomerIds,
} from "./customers.server";

const LIST_NOT_FOUND = "Lista não encontrada.";

export async function customerListLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  const scope = await listScope(user, params.uid!);
  if (!scope) throw notFound(LIST_NOT_FOUND);
  const url = new URL(request.url);
  const { filters, pageSize, page } = filtersFrom(url);
  const [{ customers, total }, rules, users] = await Promise.all([
    listCustomerPage(user.companyId, scope.owners, filters, page, pageSize),
    customerRules(user.companyId),
    companyUsers(user.companyId),
  ]);
  return {
    user,
    filters,
    page,
    pageSize,
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    pageSizes: PAGE_SIZES,
    customers: customers.map((c) => ({ ...c, registered_at: new Date(c.registered_at).toISOString() })),
    origins: rules.origins,
    ufs: UFS,
    users: users.map((u) => ({ id: u.id, name: u.role === "MANAGER" ? `${u.name} (gerente)` : u.name })),
    canChooseOwners: canChooseOwners(user),
    canBulk: canBulkCustomers(user),
    search: url.search,
    listUid: params.uid!,
    commandId: newCommandId(),
  };
}

const idList = z.array(z.string()).optional().default([]);

/** The list's forms: archive / unarchive the selected rows (or one row), set the selected rows' owners. */
const listIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("archive"), ids: idList }),
  z.object({ intent: z.literal("unarchive"), ids: idList }),
  z.object({ intent: z.literal("set-owners"), ids: idList, owners: idList }),
]);

/**
 * A row's button sends `archive:<id>` (one button sends one name=value pair, and it sits in the
 * table's form beside the checkboxes): read as the intent on that one id.
 */
function rowButton(form: FormData): FormData {
  const m = /^(archive|unarchive):(.*)$/s.exec(String(form.get("intent") ?? ""));
  if (!m) return form;
  form.set("intent", m[1]!);
  form.set("ids", m[2]!);
  return form;
}

export async function customerListAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requirePermission(user, "customersList");
  if (!(await listScope(user, params.uid!))) throw notFound(LIST_NOT_FOUND);
  const submission = parseIntent(rowButton(form), listIntents);
  if (submission.status !== "success") return formReply(submission);
  const v = submission.value;
  const reply = (problem: Problem) => formReply(submission, { problem, with: { intent: v.intent } });
  const ids = [...new Set(v.ids)].slice(0, 500);
  if (ids.length === 0) return reply({ message: CUSTOMER_MSG.selectCustomers });
  if ((await visibleCustomerIds(user, ids)).length !== ids.length) throw notFound("Cliente não encontrado.");

  let command: CustomerCommand;
  switch (v.intent) {
    case "archive":
      command = { type: "ArchiveCustomer" };
      break;
    case "unarchive":
      command = { type: "UnarchiveCustomer" };
      break;
    case "set-owners": {
      if (!canChooseOwners(user)) throw forbidden("Acesso negado.");
      const owners = v.owners.filter(Boolean);
      if (!owners.length) return reply({ message: CUSTOMER_MSG.selectOwners });
      const users = await companyUsers(user.companyId);
      command = { type: "SetCustomerOwners", owners, allowedOwners: users.map((u) => u.id) };
      break;
    }
    default:
      return unknownIntent(v);
  }
  const commandId = commandIdFrom(form);
  // One command per customer, each with an id derived from the form's, so a double submit applies once.
  const outcomes = await Promise.all(
    ids.map((id) => sendCommand(user, `customer-${id}`, customerDecider, command, derivedId(commandId, `${v.intent}:${id}`))),
  );
  const failed = outcomes.find((o) => !o.ok);
  if (failed && !failed.ok) return reply(failed.error);
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}
