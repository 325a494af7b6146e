// /clientes/lista/:uid: search (no accents, no case), filters, page sizes of part 1 §9, and the
// bulk actions (archive / unarchive one or the selected customers, set the selected customers'
// owners). Scoped by company and visibleOwnerIds(user, "CUSTOMERS"); needs customersList.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { customerDecider, CUSTOMER_MSG, type CustomerCommand } from "../../domain/customer";
import { UFS } from "../../domain/shared/places";
import { requirePermission } from "./access.server";
import { requireCsrf, requireUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
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

export async function customerListLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  const scope = await listScope(user, params.uid!);
  if (!scope) throw new Response("Lista não encontrada.", { status: 404 });
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
    customers: customers.map((c) => ({ ...c, registered_at: new Date(c.registered_at as any).toISOString() })),
    origins: rules.origins,
    ufs: UFS,
    users: users.map((u) => ({ id: u.id, name: u.role === "MANAGER" ? `${u.name} (GERENTE)` : u.name })),
    canChooseOwners: canChooseOwners(user),
    canBulk: canBulkCustomers(user),
    search: url.search,
    listUid: params.uid!,
    commandId: newCommandId(),
  };
}

type BulkIntent = "archive" | "unarchive" | "setOwners";

function parseIntent(raw: string): { intent: BulkIntent; single: string | null } | null {
  const [intent, single] = raw.split(":");
  if (intent !== "archive" && intent !== "unarchive" && intent !== "setOwners") return null;
  if (single !== undefined && intent === "setOwners") return null;
  return { intent, single: single ?? null };
}

export async function customerListAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requirePermission(user, "customersList");
  if (!(await listScope(user, params.uid!))) throw new Response("Lista não encontrada.", { status: 404 });
  const parsed = parseIntent(String(form.get("intent") ?? ""));
  if (!parsed) throw new Response("Ação desconhecida.", { status: 400 });
  const { intent, single } = parsed;
  const ids = [...new Set(single ? [single] : form.getAll("ids").map(String))].slice(0, 500);
  if (ids.length === 0) return data({ error: CUSTOMER_MSG.selectCustomers }, { status: 400 });
  const visible = await visibleCustomerIds(user, ids);
  if (visible.length !== ids.length) throw new Response("Cliente não encontrado.", { status: 404 });

  let command: CustomerCommand;
  if (intent === "setOwners") {
    if (!canChooseOwners(user)) throw new Response("Acesso negado.", { status: 403 });
    const users = await companyUsers(user.companyId);
    const owners = form.getAll("owners").map(String).filter(Boolean);
    if (!owners.length) return data({ error: CUSTOMER_MSG.selectOwners }, { status: 400 });
    command = { type: "SetCustomerOwners", owners, allowedOwners: users.map((u) => u.id) };
  } else {
    command = { type: intent === "archive" ? "ArchiveCustomer" : "UnarchiveCustomer" };
  }
  const commandId = commandIdFrom(form);
  // One command per customer, each with an id derived from the form's, so a double submit applies once.
  const outcomes = await Promise.all(
    ids.map((id) =>
      sendCommand(user, `customer-${id}`, customerDecider, command, derivedId(commandId, `${intent}:${id}`)),
    ),
  );
  const failed = outcomes.find((o) => !o.ok);
  if (failed && !failed.ok) return data({ error: failed.error.message }, { status: 400 });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}
