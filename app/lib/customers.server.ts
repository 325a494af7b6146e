// The customers area for the signed-in user, always scoped: the user's company, and the owners the
// user may see (visibleOwnerIds(user, "CUSTOMERS"); null = the whole company). The queries are the
// customers read model's (customer-profiles.queries).
import type { CustomerRules } from "../../domain/customer";
import * as profiles from "../../projections/read-models/customer-profiles.queries";
import type { CustomerFilters } from "../../projections/read-models/customer-profiles.queries";
import * as companies from "../../projections/read-models/companies.queries";
import { can, visibleOwnerIds, type ScopedArea } from "./access.server";
import type { SessionUser } from "./auth.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";
import { UUID_RE } from "../../eventstore/ids";
import { pageParam } from "./paging";

/** Page-size options of part 1 §9 (first list): 2, 5, then 10 to 50 in steps of 5. */
export const PAGE_SIZES = [2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** History entries per "Carregar mais" (the spec does not give one). */
export const HISTORY_PAGE_SIZE = 10;

/** Who may upload and export customers (part 1 §6 menu rules): non-vendors or sales managers. */
export function canBulkCustomers(user: SessionUser): boolean {
  return user.role === "MANAGER" || can(user, "salesManager");
}

/** Who may choose a customer's owners: managers and sales managers; others own what they create. */
export const canChooseOwners = canBulkCustomers;

export async function customerRules(companyId: string): Promise<CustomerRules & { cpfCnpjSwitch: boolean; origins: string[] }> {
  const s = await getCompanySettings(companyId);
  return {
    reqEmailField: s.preferences.reqEmailField,
    reqDocField: s.preferences.reqDocField,
    cpfCnpjSwitch: s.preferences.cpfCnpjSwitch,
    origins: s.origins,
  };
}

export type { CustomerFilters };

/**
 * The owners whose customers the list at /clientes/lista/:uid shows: the user's own scope when uid
 * is the user, [uid] when a manager looks at another user of the company; null = not allowed.
 */
export async function listScope(user: SessionUser, uid: string): Promise<{ owners: string[] | null } | null> {
  if (!UUID_RE.test(uid)) return null; // malformed id: no list (never a failed uuid cast)
  if (uid === user.id) return { owners: await visibleOwnerIds(user, "CUSTOMERS") };
  if (user.role !== "MANAGER") return null;
  const { database } = await services();
  const other = await companies.userOfCompany(database.db, user.companyId, uid);
  return other ? { owners: [uid] } : null;
}

/** One customer the user may see (company + owner scope), with its owners; undefined otherwise. */
export async function loadCustomer(user: SessionUser, customerId: string) {
  if (!UUID_RE.test(customerId)) return undefined;
  const { database } = await services();
  const owners = await visibleOwnerIds(user, "CUSTOMERS");
  return profiles.customerProfile(database.db, user.companyId, customerId, owners);
}

/**
 * The customer of an item the user reaches as a co-owner (ADR 028: one of its co-owners is within
 * his item scope), whatever the customer's own owners: the item page's contact lines and buttons.
 * The caller has opened the item (requireItem); undefined when the user reaches it otherwise.
 */
export async function coOwnedItemCustomer(
  user: SessionUser,
  item: { board_type: string; customer_id: string | null; co_owner_ids: readonly string[] },
) {
  if (!item.customer_id || !item.co_owner_ids.length) return undefined;
  const owners = await visibleOwnerIds(user, item.board_type as ScopedArea);
  // null: the whole board is open to him (a manager flag), not through co-owning: the customer's own scope decides.
  if (owners === null || !item.co_owner_ids.some((id) => owners.includes(id))) return undefined;
  const { database } = await services();
  return profiles.customerProfile(database.db, user.companyId, item.customer_id, null);
}

/** preferences.stdOwners: the users every new customer also belongs to (domain/customer/standard-owners.ts). */
export async function standardOwners(companyId: string): Promise<string[]> {
  return (await getCompanySettings(companyId)).preferences.stdOwners;
}

/** Active users of the company (owner choices, owner names). */
export async function companyUsers(companyId: string) {
  const { database } = await services();
  return companies.companyUsers(database.db, companyId);
}

export const CUSTOMER_STATUSES = ["ACTIVE", "ARCHIVED", "ALL"] as const;

/** Parses the list's query string (?q=&situacao=&origem=&uf=&responsavel=&tamanho=&pagina=). */
export function filtersFrom(url: URL) {
  const p = url.searchParams;
  const status = (CUSTOMER_STATUSES as readonly string[]).includes(p.get("situacao") ?? "")
    ? (p.get("situacao") as CustomerFilters["status"])
    : "ACTIVE";
  const size = Number(p.get("tamanho"));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const page = pageParam(p.get("pagina"), 100_000);
  const filters: CustomerFilters = {
    search: (p.get("q") ?? "").slice(0, 200),
    status,
    origin: (p.get("origem") ?? "").slice(0, 200),
    uf: (p.get("uf") ?? "").slice(0, 2).toUpperCase(),
    ownerId: UUID_RE.test(p.get("responsavel") ?? "") ? p.get("responsavel")! : "",
  };
  return { filters, pageSize, page };
}

/** One page of the list (by name) and the total that matches. */
export async function listCustomerPage(companyId: string, owners: string[] | null, f: CustomerFilters, page: number, pageSize: number) {
  const { database } = await services();
  return profiles.listCustomerPage(database.db, companyId, owners, f, page, pageSize);
}

/** Every matching customer with every field, for the CSV export (by name). */
export async function exportRows(companyId: string, owners: string[] | null, f: CustomerFilters) {
  const { database } = await services();
  return profiles.exportRows(database.db, companyId, owners, f);
}

/** Ids among `ids` that the user may act on (company + scope). */
export async function visibleCustomerIds(user: SessionUser, ids: string[]): Promise<string[]> {
  const valid = ids.filter((id) => UUID_RE.test(id));
  if (!valid.length) return [];
  const { database } = await services();
  return profiles.customerIdsWithin(database.db, user.companyId, valid, await visibleOwnerIds(user, "CUSTOMERS"));
}

/** A page of a customer's history, newest first, with the actor's current name. */
export async function customerHistory(companyId: string, customerId: string, limit: number) {
  const { database } = await services();
  return profiles.customerHistory(database.db, companyId, customerId, limit);
}
