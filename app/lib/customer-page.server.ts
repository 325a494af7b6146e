// /cliente/cadastro and /cliente/editar/:cid: the customer form (every field of part 2 §3), the
// edit page's archive/unarchive and its Histórico. Rules come from the company's settings; the
// same pure rules run again in the decider.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  CUSTOMER_FIELDS,
  customerDecider,
  customerErrors,
  flatCustomer,
  normalizeCustomer,
  type CustomerCommand,
  type CustomerDetails,
  type RawCustomer,
} from "../../domain/customer";
import { citiesOf, UFS } from "../../domain/shared/places";
import { maskCep, maskDocument, maskPhone } from "../../domain/shared/documents";
import { isEnterprise, requirePermission } from "./access.server";
import { ensureStandardFolders } from "./archive.server";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { customerHistoryText } from "./customer-history-text";
import {
  canChooseOwners,
  companyUsers,
  customerHistory,
  customerRules,
  HISTORY_PAGE_SIZE,
  loadCustomer,
} from "./customers.server";

/** Every field is text here; the rules are checked by customerErrors (the decider's own rules). */
export const customerFormSchema = z
  .object(
    Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, z.string().optional()])) as Record<
      (typeof CUSTOMER_FIELDS)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .extend({ intent: z.string().optional(), owners: z.union([z.string(), z.array(z.string())]).optional() });

async function formContext(user: SessionUser) {
  const [rules, users] = await Promise.all([customerRules(user.companyId), companyUsers(user.companyId)]);
  return { rules, owners: canChooseOwners(user) ? users.map((u) => ({ id: u.id, name: u.name })) : [], ufs: UFS };
}

export async function newCustomerLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  const ctx = await formContext(user);
  const defaults = {
    ...flatCustomer("", { ...normalizeCustomer({}).details, cpfCnpjSwitch: ctx.rules.cpfCnpjSwitch }),
    owners: [user.id],
  };
  return { user, ...ctx, defaults, commandId: newCommandId(), cities: [] as readonly string[] };
}

function ownersFrom(form: FormData): string[] {
  return form.getAll("owners").map(String).filter(Boolean);
}

/** Parses and checks the form; returns the normalized values or the 400 reply (typed values kept). */
async function checkForm(user: SessionUser, form: FormData, current?: CustomerDetails) {
  const submission = parseWithZod(form, { schema: customerFormSchema });
  if (submission.status !== "success") return { reply: data({ result: submission.reply() }, { status: 400 }) };
  const raw = submission.value as RawCustomer;
  const rules = await customerRules(user.companyId);
  const input = normalizeCustomer(raw);
  const errors = customerErrors(input, rules, { current, raw });
  const owners = ownersFrom(form);
  const users = await companyUsers(user.companyId);
  const fieldErrors: Record<string, string[]> = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v!]]));
  if (canChooseOwners(user) && form.has("ownersShown")) {
    if (!owners.length) fieldErrors.owners = ["Selecione ao menos um responsável."];
    else if (owners.some((o) => !users.some((u) => u.id === o))) fieldErrors.owners = ["Responsável inválido."];
  }
  if (Object.keys(fieldErrors).length) {
    return {
      reply: data({ result: submission.reply({ fieldErrors }), cities: citiesOf(input.details.uf) }, { status: 400 }),
    };
  }
  return { submission, input, rules, owners, allowedOwners: users.map((u) => u.id) };
}

function failure(submission: any, error: { field?: string; message: string; code: string }) {
  const reply = error.field
    ? submission.reply({ fieldErrors: { [error.field]: [error.message] } })
    : submission.reply({ formErrors: [error.message] });
  return data({ result: reply, cities: [] as readonly string[] }, { status: error.code === "not_found" ? 404 : 400 });
}

export async function newCustomerAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requirePermission(user, "customersList");
  const checked = await checkForm(user, form);
  if ("reply" in checked) return checked.reply;
  const { submission, input, rules, owners } = checked;
  const commandId = commandIdFrom(form);
  const customerId = derivedId(commandId, "customer");
  const outcome = await sendCommand(
    user,
    `customer-${customerId}`,
    customerDecider,
    {
      type: "CreateCustomer",
      customerId,
      name: input.name,
      ownerId: user.id,
      details: input.details,
      owners: canChooseOwners(user) && owners.length ? owners : [user.id],
      rules,
      incomeTyped: input.incomeTyped,
    },
    commandId,
  );
  if (!outcome.ok) return failure(submission, outcome.error);
  // The company's standard folders belong to the customer from the start (part 2 §4), with the
  // settings of this moment; opening /arquivos creates them only for customers older than this.
  if (isEnterprise(user)) await ensureStandardFolders(user, customerId);
  return redirect(`/cliente/editar/${customerId}?salvo=1`);
}

/** Stored digits shown with their masks, as the list and the export show them (no JS needed). */
function maskedFields(f: ReturnType<typeof flatCustomer>, cnpj: boolean) {
  const m = (v: string, mask: (x: string) => string) => (v ? mask(v) : v);
  return {
    ...f,
    document: m(f.document, (v) => maskDocument(v, cnpj)),
    phone: m(f.phone, maskPhone),
    whatsapp: m(f.whatsapp, maskPhone),
    postalCode: m(f.postalCode, maskCep),
    personInChargeCpf: m(f.personInChargeCpf, (v) => maskDocument(v, false)),
  };
}

export async function editCustomerLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  const customer = await loadCustomer(user, params.cid!);
  if (!customer) throw new Response("Cliente não encontrado.", { status: 404 });
  const url = new URL(request.url);
  const historyPages = Math.min(100, Math.max(1, Number.parseInt(url.searchParams.get("historico") ?? "1", 10) || 1));
  const [ctx, history, users] = await Promise.all([
    formContext(user),
    customerHistory(user.companyId, customer.id, historyPages * HISTORY_PAGE_SIZE),
    companyUsers(user.companyId),
  ]);
  const userNames = new Map(users.map((u) => [u.id, u.role === "MANAGER" ? "GERENTE" : u.name]));
  return {
    user,
    ...ctx,
    customer: { id: customer.id, name: customer.name, archived: customer.archived },
    ownerNames: customer.owners.map((o) => userNames.get(o) ?? "—"),
    defaults: {
      ...maskedFields(flatCustomer(customer.name, customer.details), customer.details.cpfCnpjSwitch),
      owners: customer.owners,
    },
    cities: citiesOf(customer.details.uf),
    saved: url.searchParams.get("salvo") === "1",
    history: history.entries.map((h) => ({
      key: h.stream_position,
      text: customerHistoryText(h.event_type, h.data, userNames),
      actor: h.actor_name ?? "Sistema",
      at: new Date(h.occurred_at as any).toISOString(),
    })),
    historyPages,
    historyHasMore: history.hasMore,
    commandId: newCommandId(),
    archiveCommandId: newCommandId(),
  };
}

export async function editCustomerAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requirePermission(user, "customersList");
  const customer = await loadCustomer(user, params.cid!);
  if (!customer) throw new Response("Cliente não encontrado.", { status: 404 });
  const stream = `customer-${customer.id}`;
  const commandId = commandIdFrom(form);
  const intent = String(form.get("intent") ?? "save");
  if (intent === "archive" || intent === "unarchive") {
    const command: CustomerCommand = { type: intent === "archive" ? "ArchiveCustomer" : "UnarchiveCustomer" };
    const outcome = await sendCommand(user, stream, customerDecider, command, commandId);
    if (!outcome.ok) throw new Response(outcome.error.message, { status: 409 });
    return redirect(`/cliente/editar/${customer.id}`);
  }
  if (intent !== "save") throw new Response("Ação desconhecida.", { status: 400 });
  const checked = await checkForm(user, form, customer.details);
  if ("reply" in checked) return checked.reply;
  const { submission, input, rules, owners, allowedOwners } = checked;
  const edited = await sendCommand(
    user,
    stream,
    customerDecider,
    { type: "EditCustomer", name: input.name, details: input.details, rules, incomeTyped: input.incomeTyped },
    commandId,
  );
  if (!edited.ok) return failure(submission, edited.error);
  if (canChooseOwners(user) && form.has("ownersShown")) {
    const set = await sendCommand(
      user,
      stream,
      customerDecider,
      { type: "SetCustomerOwners", owners, allowedOwners },
      derivedId(commandId, "owners"),
    );
    if (!set.ok) return failure(submission, set.error);
  }
  return redirect(`/cliente/editar/${customer.id}?salvo=1`);
}

/** GET /clientes/cidades?uf=SP → the state's municipalities (for the city list when JS is on). */
export async function citiesLoader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const uf = new URL(request.url).searchParams.get("uf") ?? "";
  return Response.json({ uf, cities: citiesOf(uf) }, { headers: { "Cache-Control": "private, max-age=86400" } });
}
