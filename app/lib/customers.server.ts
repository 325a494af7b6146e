// Read-model queries of the customers area, always scoped: the user's company, and the owners the
// user may see (visibleOwnerIds(user, "CUSTOMERS"); null = the whole company).
import { sql, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/schema";
import type { CustomerRules } from "../../domain/customer";
import { normalizeSearch } from "../../domain/shared";
import { detailsOfRow } from "../../projections/read-models/customer-profiles";
import { can, visibleOwnerIds } from "./access.server";
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

export async function customerRules(
  companyId: string,
): Promise<CustomerRules & { cpfCnpjSwitch: boolean; origins: string[] }> {
  const s = await getCompanySettings(companyId);
  return {
    reqEmailField: s.preferences.reqEmailField,
    reqDocField: s.preferences.reqDocField,
    cpfCnpjSwitch: s.preferences.cpfCnpjSwitch,
    origins: s.origins,
  };
}

/** Restricts a query on rm_customer_profiles (aliased c) to the given owners. */
function scoped<O>(q: SelectQueryBuilder<DB & { c: DB["rm_customer_profiles"] }, "c", O>, owners: string[] | null) {
  if (owners === null) return q;
  if (owners.length === 0) return q.where(sql.lit(false));
  return q.where((eb) =>
    eb.exists(
      eb
        .selectFrom("rm_customer_owners as o")
        .select("o.owner_id")
        .whereRef("o.customer_id", "=", "c.id")
        .where("o.owner_id", "in", owners),
    ),
  );
}

/**
 * The owners whose customers the list at /clientes/lista/:uid shows: the user's own scope when uid
 * is the user, [uid] when a manager looks at another user of the company; null = not allowed.
 */
export async function listScope(user: SessionUser, uid: string): Promise<{ owners: string[] | null } | null> {
  if (!UUID_RE.test(uid)) return null; // malformed id: no list (never a failed uuid cast)
  if (uid === user.id) return { owners: await visibleOwnerIds(user, "CUSTOMERS") };
  if (user.role !== "MANAGER") return null;
  const { database } = await services();
  const other = await database.db
    .selectFrom("rm_users")
    .select("id")
    .where("id", "=", uid)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  return other ? { owners: [uid] } : null;
}

/** One customer the user may see (company + owner scope), with its owners; undefined otherwise. */
export async function loadCustomer(user: SessionUser, customerId: string) {
  if (!UUID_RE.test(customerId)) return undefined;
  const { database } = await services();
  const owners = await visibleOwnerIds(user, "CUSTOMERS");
  const row = await scoped(
    database.db
      .selectFrom("rm_customer_profiles as c")
      .selectAll("c")
      .where("c.id", "=", customerId)
      .where("c.company_id", "=", user.companyId),
    owners,
  ).executeTakeFirst();
  if (!row) return undefined;
  const ownerRows = await database.db
    .selectFrom("rm_customer_owners")
    .select("owner_id")
    .where("customer_id", "=", customerId)
    .orderBy("owner_id")
    .execute();
  return {
    id: row.id,
    name: row.name,
    archived: row.archived,
    details: detailsOfRow(row),
    owners: ownerRows.map((o) => o.owner_id),
    registeredAt: row.registered_at,
  };
}

/** Active users of the company (owner choices, owner names). */
export async function companyUsers(companyId: string) {
  const { database } = await services();
  return database.db
    .selectFrom("rm_users")
    .select(["id", "name", "email", "role"])
    .where("company_id", "=", companyId)
    .where("active", "=", true)
    .orderBy("role")
    .orderBy("name")
    .execute();
}

export interface CustomerFilters {
  search: string;
  /** ACTIVE (default), ARCHIVED or ALL. */
  status: "ACTIVE" | "ARCHIVED" | "ALL";
  origin: string;
  uf: string;
  ownerId: string;
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

function filtered(companyId: string, owners: string[] | null, f: CustomerFilters) {
  return services().then(({ database }) => {
    let q = database.db.selectFrom("rm_customer_profiles as c").where("c.company_id", "=", companyId);
    q = scoped(q, owners);
    if (f.status !== "ALL") q = q.where("c.archived", "=", f.status === "ARCHIVED");
    const search = normalizeSearch(f.search.trim());
    if (search) {
      // Each word must appear (LIKE wildcards in the typed text are matched literally).
      for (const typed of search.split(/\s+/)) {
        // Documents, phones and CEPs are indexed as digits: "529.982.247-25" or "(19)" find them too.
        const word = /\d/.test(typed) && /^[\d().\-\/+]+$/.test(typed) ? typed.replace(/\D/g, "") : typed;
        q = q.where("c.search_text", "like", `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      }
    }
    if (f.origin) q = q.where("c.origin", "=", f.origin);
    if (f.uf) q = q.where("c.uf", "=", f.uf);
    if (f.ownerId) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("rm_customer_owners as fo")
            .select("fo.owner_id")
            .whereRef("fo.customer_id", "=", "c.id")
            .where("fo.owner_id", "=", f.ownerId),
        ),
      );
    }
    return q;
  });
}

/** One page of the list (by name) and the total that matches. */
export async function listCustomerPage(
  companyId: string,
  owners: string[] | null,
  f: CustomerFilters,
  page: number,
  pageSize: number,
) {
  const { database } = await services();
  const base = await filtered(companyId, owners, f);
  const [{ total }] = await base.select((eb) => eb.fn.countAll<string>().as("total")).execute();
  const rows = await base
    .select([
      "c.id",
      "c.name",
      "c.email",
      "c.phone",
      "c.whatsapp",
      "c.document",
      "c.cpf_cnpj_switch",
      "c.city",
      "c.uf",
      "c.origin",
      "c.archived",
      "c.registered_at",
    ])
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const ownerRows = ids.length
    ? await database.db
        .selectFrom("rm_customer_owners as o")
        .innerJoin("rm_users as u", "u.id", "o.owner_id")
        .select(["o.customer_id", "u.name", "u.role"])
        .where("o.customer_id", "in", ids)
        .orderBy("u.name")
        .execute()
    : [];
  return {
    total: Number(total),
    customers: rows.map((r) => ({
      ...r,
      owners: ownerRows.filter((o) => o.customer_id === r.id).map((o) => ({ name: o.name, role: o.role })),
    })),
  };
}

/** Every matching customer with every field, for the CSV export (by name). */
export async function exportRows(companyId: string, owners: string[] | null, f: CustomerFilters) {
  const { database } = await services();
  const base = await filtered(companyId, owners, f);
  const rows = await base.selectAll("c").orderBy("c.name").orderBy("c.id").execute();
  const ownerRows = await database.db
    .selectFrom("rm_customer_owners as o")
    .innerJoin("rm_users as u", "u.id", "o.owner_id")
    .select(["o.customer_id", "u.email"])
    .where("o.company_id", "=", companyId)
    .orderBy("u.email")
    .execute();
  const byCustomer = new Map<string, string[]>();
  for (const o of ownerRows) byCustomer.set(o.customer_id, [...(byCustomer.get(o.customer_id) ?? []), o.email]);
  return rows.map((r) => ({ row: r, details: detailsOfRow(r), ownerEmails: byCustomer.get(r.id) ?? [] }));
}

/** Ids among `ids` that the user may act on (company + scope). */
export async function visibleCustomerIds(user: SessionUser, ids: string[]): Promise<string[]> {
  const valid = ids.filter((id) => UUID_RE.test(id));
  if (!valid.length) return [];
  const { database } = await services();
  const rows = await scoped(
    database.db
      .selectFrom("rm_customer_profiles as c")
      .select("c.id")
      .where("c.company_id", "=", user.companyId)
      .where("c.id", "in", valid),
    await visibleOwnerIds(user, "CUSTOMERS"),
  ).execute();
  return rows.map((r) => r.id);
}

/** A page of a customer's history, newest first, with the actor's current name. */
export async function customerHistory(companyId: string, customerId: string, limit: number) {
  const { database } = await services();
  const rows = await database.db
    .selectFrom("rm_customer_history as h")
    .leftJoin("rm_users as u", (j) => j.on(sql`u.id::text`, "=", sql.ref("h.actor_id")))
    .select(["h.stream_position", "h.event_type", "h.occurred_at", "h.data", "u.name as actor_name"])
    .where("h.company_id", "=", companyId)
    .where("h.customer_id", "=", customerId)
    .orderBy("h.stream_position", "desc")
    .limit(limit + 1)
    .execute();
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}
