// /cliente/cadastro and /cliente/editar/:cid: the customer form (every field of part 2 §3), the
// edit page's archive/unarchive and its Histórico. Rules come from the company's settings; the
// same pure rules run again in the decider.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { moneyInputValue } from "../../domain/shared/money-input";
import {
  CUSTOMER_FIELDS,
  customerDecider,
  flatCustomer,
  normalizeCustomer,
  withStandardOwners,
  type CreateCustomer,
  type CustomerCommand,
} from "../../domain/customer";
import { citiesOf, UFS } from "../../domain/shared/places";
import { maskCep, maskDocument, maskPhone } from "../../domain/shared/documents";
import { isEnterprise, requirePermission } from "./access.server";
import { ensureStandardFolders } from "./archive.server";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { redirectWithNotice } from "./flash.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { checkCustomerForm, customerSaveSchema } from "./customer-form.server";
import { customerHistoryText } from "./customer-history-text";
import { notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { commandReply, formReply } from "./replies.server";
import { canChooseOwners, companyUsers, customerHistory, customerRules, HISTORY_PAGE_SIZE, loadCustomer, standardOwners } from "./customers.server";
import { pageParam } from "./paging";
import { cepFormValues } from "./cep/cep-answer.server";
import type { CepAnswer } from "./cep/cep-messages";
import { localDate } from "../../domain/shared/format";
import { contactLinks } from "./phone-links";
import { loadTimeline } from "./customer-timeline.server";
import { newItemReturnPath } from "./customer-pick.server";

/** The customer page's tabs (?aba=): the timeline (default) and the customer's data (the form). */
export type HubTab = "linha-do-tempo" | "dados";
/** The Dados tab of a customer's page: where a save returns. */
export const customerDataPath = (id: string) => `/cliente/editar/${id}?aba=dados`;

async function formContext(user: SessionUser) {
  const [rules, users] = await Promise.all([customerRules(user.companyId), companyUsers(user.companyId)]);
  return { rules, owners: canChooseOwners(user) ? users.map((u) => ({ id: u.id, name: u.name })) : [], ufs: UFS };
}

export async function newCustomerLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  const [ctx, std, users] = await Promise.all([formContext(user), standardOwners(user.companyId), companyUsers(user.companyId)]);
  const defaults = {
    ...flatCustomer("", { ...normalizeCustomer({}).details, cpfCnpjSwitch: ctx.rules.cpfCnpjSwitch }),
    // The standard owners come checked; whoever chooses owners may uncheck them.
    owners: withStandardOwners(
      [user.id],
      std,
      users.map((u) => u.id),
    ),
  };
  // "+ Criar cliente" of a new-item form: the form carries where to return with the customer chosen.
  const voltar = newItemReturnPath(new URL(request.url).searchParams.get("voltar"));
  return { user, ...ctx, defaults, voltar, commandId: newCommandId(), cities: [] as readonly string[] };
}

const CUSTOMER_NOT_FOUND = "Cliente não encontrado.";

/** Which form a reply answers; `cities`: the typed UF's, for the city list of the form shown again. */
type CustomerReply = { intent: "save" | "archive" | "unarchive"; cities?: string[] };

/** "Buscar CEP" without JS (issue 20): the form again, as typed, with the address of the CEP; nothing saved. */
async function cepLookupReply(form: FormData) {
  const { values, answer } = await cepFormValues(form, CUSTOMER_FIELDS);
  const cep: { values: Record<string, string | string[]>; answer: CepAnswer } = { values, answer };
  return data({ intent: "cep" as const, cep, cities: [...citiesOf(String(values.uf))] });
}

export async function newCustomerAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requirePermission(user, "customersList");
  if (form.has("cepLookup")) return cepLookupReply(form);
  const submission = parseIntent(form, customerSaveSchema);
  if (submission.status !== "success") return formReply<CustomerReply>(submission, { with: { intent: "save" } });
  const checked = await checkCustomerForm(user, submission.value, form);
  const { input, rules, owners, allowedOwners, choosesOwners } = checked;
  const reply: CustomerReply = { intent: "save", cities: [...citiesOf(input.details.uf)] };
  if (checked.fieldErrors) return formReply<CustomerReply>(submission, { fieldErrors: checked.fieldErrors, with: reply });
  const commandId = commandIdFrom(form);
  const customerId = derivedId(commandId, "customer");
  const command: CreateCustomer = {
    type: "CreateCustomer",
    customerId,
    name: input.name,
    ownerId: user.id,
    details: input.details,
    // Who chooses owners gets what was chosen (the standard ones came checked); others own what
    // they create, with the company's standard owners.
    owners: choosesOwners && owners.length ? owners : withStandardOwners([user.id], await standardOwners(user.companyId), allowedOwners),
    allowedOwners,
    rules,
    incomeTyped: input.incomeTyped,
  };
  const outcome = await sendCommand(user, `customer-${customerId}`, customerDecider, command, commandId);
  if (!outcome.ok) return formReply<CustomerReply>(submission, { problem: outcome.error, with: reply });
  // The company's standard folders belong to the customer from the start (part 2 §4), with the
  // settings of this moment; opening /arquivos creates them only for customers older than this.
  if (isEnterprise(user)) await ensureStandardFolders(user, customerId);
  const back = newItemReturnPath(String(form.get("voltar") ?? ""));
  if (back) return redirectWithNotice(`${back}?cliente=${customerId}`, "cliente-salvo");
  return redirectWithNotice(customerDataPath(customerId), "cliente-salvo");
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
    income: m(f.income, moneyInputValue),
  };
}

export async function editCustomerLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "customersList");
  const customer = await loadCustomer(user, params.cid!);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const url = new URL(request.url);
  const tab: HubTab = url.searchParams.get("aba") === "dados" ? "dados" : "linha-do-tempo";
  const historyPages = pageParam(url.searchParams.get("historico"), 100);
  const timelinePages = pageParam(url.searchParams.get("linha"), 100);
  const today = localDate(new Date().toISOString()) ?? "";
  // Both tabs' data: a refused save answers on the Dados tab whatever URL it was posted to.
  const [ctx, history, users, timeline] = await Promise.all([
    formContext(user),
    customerHistory(user.companyId, customer.id, historyPages * HISTORY_PAGE_SIZE),
    companyUsers(user.companyId),
    tab === "linha-do-tempo" ? loadTimeline(user, customer.id, timelinePages, today) : null,
  ]);
  const userNames = new Map(users.map((u) => [u.id, u.name]));
  const d = customer.details;
  return {
    user,
    ...ctx,
    tab,
    timeline,
    timelinePages,
    contact: {
      ...contactLinks(d.phone, d.whatsapp),
      phone: d.phone ? maskPhone(d.phone) : "",
      whatsappNumber: d.whatsapp ? maskPhone(d.whatsapp) : "",
      email: d.email ?? "",
      place: [d.city, d.uf].filter(Boolean).join(" / "),
    },
    customer: { id: customer.id, name: customer.name, archived: customer.archived },
    ownerNames: customer.owners.map((o) => userNames.get(o) ?? "—"),
    defaults: {
      ...maskedFields(flatCustomer(customer.name, customer.details), customer.details.cpfCnpjSwitch),
      owners: customer.owners,
    },
    cities: citiesOf(customer.details.uf),
    history: history.entries.map((h) => ({
      key: h.stream_position,
      text: customerHistoryText(h.event_type, h.data, userNames),
      actor: h.actor_name ?? "Sistema",
      at: new Date(h.occurred_at).toISOString(),
    })),
    historyPages,
    historyHasMore: history.hasMore,
    commandId: newCommandId(),
    archiveCommandId: newCommandId(),
  };
}

/** The edit page's forms: the customer form, and archive or unarchive. */
const editIntents = z.discriminatedUnion("intent", [
  customerSaveSchema,
  z.object({ intent: z.literal("archive") }),
  z.object({ intent: z.literal("unarchive") }),
]);

export async function editCustomerAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requirePermission(user, "customersList");
  const customer = await loadCustomer(user, params.cid!);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  if (form.has("cepLookup")) return cepLookupReply(form);
  const submission = parseIntent(form, editIntents);
  // Only the customer form has fields that zod can refuse.
  if (submission.status !== "success") return formReply<CustomerReply>(submission, { with: { intent: "save" } });
  const stream = `customer-${customer.id}`;
  const commandId = commandIdFrom(form);
  const send = (command: CustomerCommand, id = commandId) => sendCommand(user, stream, customerDecider, command, id);
  const v = submission.value;
  switch (v.intent) {
    case "archive":
    case "unarchive": {
      const outcome = await send({ type: v.intent === "archive" ? "ArchiveCustomer" : "UnarchiveCustomer" });
      return commandReply<CustomerReply, Response>(outcome, submission, () => redirect(customerDataPath(customer.id)), {
        with: { intent: v.intent },
      });
    }
    case "save": {
      const checked = await checkCustomerForm(user, v, form, customer.details);
      const { input, rules, owners, allowedOwners, choosesOwners } = checked;
      const reply: CustomerReply = { intent: v.intent, cities: [...citiesOf(input.details.uf)] };
      if (checked.fieldErrors) return formReply<CustomerReply>(submission, { fieldErrors: checked.fieldErrors, with: reply });
      const { name, details, incomeTyped } = input;
      const edited = await send({ type: "EditCustomer", name, details, rules, incomeTyped });
      if (!edited.ok) return formReply<CustomerReply>(submission, { problem: edited.error, with: reply });
      if (choosesOwners) {
        const set = await send({ type: "SetCustomerOwners", owners, allowedOwners }, derivedId(commandId, "owners"));
        if (!set.ok) return formReply<CustomerReply>(submission, { problem: set.error, with: reply });
      }
      return redirectWithNotice(customerDataPath(customer.id), "cliente-salvo");
    }
    default:
      return unknownIntent(v);
  }
}

/** GET /clientes/cidades?uf=SP → the state's municipalities (for the city list when JS is on). */
export async function citiesLoader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const uf = new URL(request.url).searchParams.get("uf") ?? "";
  return Response.json({ uf, cities: citiesOf(uf) }, { headers: { "Cache-Control": "private, max-age=86400" } });
}
