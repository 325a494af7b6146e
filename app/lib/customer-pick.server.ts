// The customer of a sale form: one picked from the company's customers (`customer`), or a new one
// created inline by name (`customerName`) with an id derived from the form's commandId, so a
// double submit creates it once.
import { customerDecider, withStandardOwners } from "../../domain/customer";
import { companyUsers, standardOwners } from "./customers.server";
import { MSG } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { normalizeSearch } from "../../domain/shared";
import { searchPickableCustomers } from "../../projections/read-models/customers.queries";
import { visibleOwnerIds } from "./access.server";
import { requireUser } from "./auth.server";
import { findCustomer, ownersOrSelf } from "./board.server";
import { BOARD_TYPES } from "../../domain/shared";
import { itemPath, newItemPath } from "./board-types";
import { UUID_RE } from "../../eventstore/ids";
import { services } from "./services.server";
import { derivedId, sendCommand } from "./commands.server";

export type CustomerPick =
  { ok: true; customer: { id: string; name: string } | null } | { ok: false; field: "customer" | "customerName"; message: string };

export async function pickCustomer(
  user: SessionUser,
  v: { customer?: string; customerName?: string },
  commandId: string,
  currentCustomerId?: string | null,
): Promise<CustomerPick> {
  if (v.customer) {
    const found = await findCustomer(user, v.customer, currentCustomerId);
    return found ? { ok: true, customer: found } : { ok: false, field: "customer", message: MSG.invalidCustomer };
  }
  if (!v.customerName) return { ok: true, customer: null };
  const customer = { id: derivedId(commandId, "customer"), name: v.customerName };
  // A customer made from an item's form has the company's standard owners too (preferences.stdOwners).
  const [std, users] = await Promise.all([standardOwners(user.companyId), companyUsers(user.companyId)]);
  const allowedOwners = users.map((u) => u.id);
  const owners = withStandardOwners([user.id], std, allowedOwners);
  const created = await sendCommand(
    user,
    `customer-${customer.id}`,
    customerDecider,
    { type: "CreateCustomer", customerId: customer.id, name: customer.name, ownerId: user.id, owners, allowedOwners },
    derivedId(commandId, "customer-command"),
  );
  return created.ok ? { ok: true, customer } : { ok: false, field: "customerName", message: created.error.message };
}

/** How many matches the picker lists (the list is for choosing, not browsing). */
export const PICKER_MATCHES = 10;
/** Fewer characters than this match nothing (one letter would list half the company). */
export const PICKER_MIN_CHARS = 2;

/** The customers the user may put on a deal whose name holds `q`, by name. */
export async function searchCustomers(user: SessionUser, q: string): Promise<{ id: string; name: string }[]> {
  const search = normalizeSearch(q.trim()).slice(0, 100);
  if (search.length < PICKER_MIN_CHARS) return [];
  const { database } = await services();
  const owners = ownersOrSelf(user, await visibleOwnerIds(user, "CUSTOMERS"));
  return searchPickableCustomers(database.db, user.companyId, owners, search, PICKER_MATCHES);
}

/** GET /clientes/busca?q=: the combobox's matches, as JSON, scoped to the company and the user. */
export async function customerSearchLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json({ q, customers: await searchCustomers(user, q) }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * Where "+ Criar cliente" may return after the customer form: only a new-item form or an item page
 * of this app (never a URL from the query string as such: no open redirect).
 */
export function newItemReturnPath(voltar: string | null | undefined): string | null {
  if (!voltar) return null;
  const newItem = BOARD_TYPES.map(newItemPath).find((p) => p === voltar);
  if (newItem) return newItem;
  const id = voltar.split("/").pop() ?? "";
  return UUID_RE.test(id) ? (BOARD_TYPES.map((t) => itemPath(t, id)).find((p) => p === voltar) ?? null) : null;
}

export const PICK_FROM_LIST = "Escolha um cliente da lista ou limpe a busca.";

/** A name typed in the picker's search but no customer chosen: the form says so rather than save the deal without one. */
export const typedButNotPicked = (form: FormData, customer: string | undefined) => !customer && !!String(form.get("customerSearch") ?? "").trim();

/**
 * The answer to the picker's "Buscar" (no JS): the typed values kept, no errors, the matches to choose
 * from, and the customer chosen before. `keepId` is the deal's current customer (chosen even when out of scope).
 */
export async function customerSearchReply(user: SessionUser, form: FormData, keepId?: string | null) {
  const q = String(form.get("customerSearch") ?? "").slice(0, 100);
  const echo = parseWithZod(form, { schema: z.looseObject({}) }).reply();
  const pickedId = String(form.get("customer") ?? "");
  const [matches, chosen] = await Promise.all([searchCustomers(user, q), pickedId ? findCustomer(user, pickedId, keepId) : undefined]);
  return {
    result: { initialValue: echo.initialValue, error: {} },
    chosen: chosen ?? null,
    customerSearch: { q, matches, tooShort: q.trim().length < PICKER_MIN_CHARS },
  };
}
