// The readers of the customers area's read model (rm_customer_profiles, rm_customer_owners,
// rm_customer_history: the tables customer-profiles.ts writes). Every query is scoped to a
// company; `ownerIds` is the data scope the app computed (null = every owner of the company).
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/schema";
import "../../db/schema-customer-counts";
import { normalizeSearch } from "../../domain/shared";
import { detailsOfRow } from "./customer-profiles";

export interface CustomerFilters {
  search: string;
  /** ACTIVE (default), ARCHIVED or ALL. */
  status: "ACTIVE" | "ARCHIVED" | "ALL";
  origin: string;
  uf: string;
  ownerId: string;
}

/** Restricts a query on rm_customer_profiles (aliased c) to the given owners. */
function scoped<O>(q: SelectQueryBuilder<DB & { c: DB["rm_customer_profiles"] }, "c", O>, owners: readonly string[] | null) {
  if (owners === null) return q;
  if (owners.length === 0) return q.where(sql.lit(false));
  return q.where((eb) =>
    eb.exists(eb.selectFrom("rm_customer_owners as o").select("o.owner_id").whereRef("o.customer_id", "=", "c.id").where("o.owner_id", "in", owners)),
  );
}

/** One customer of the company within `ownerIds`, with its owners; undefined otherwise. */
export async function customerProfile(db: Kysely<DB>, companyId: string, customerId: string, ownerIds: readonly string[] | null) {
  const row = await scoped(
    db.selectFrom("rm_customer_profiles as c").selectAll("c").where("c.id", "=", customerId).where("c.company_id", "=", companyId),
    ownerIds,
  ).executeTakeFirst();
  if (!row) return undefined;
  const ownerRows = await db.selectFrom("rm_customer_owners").select("owner_id").where("customer_id", "=", customerId).orderBy("owner_id").execute();
  return {
    id: row.id,
    name: row.name,
    archived: row.archived,
    details: detailsOfRow(row),
    owners: ownerRows.map((o) => o.owner_id),
    registeredAt: row.registered_at,
  };
}

function filtered(db: Kysely<DB>, companyId: string, owners: readonly string[] | null, f: CustomerFilters) {
  let q = db.selectFrom("rm_customer_profiles as c").where("c.company_id", "=", companyId);
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
        eb.selectFrom("rm_customer_owners as fo").select("fo.owner_id").whereRef("fo.customer_id", "=", "c.id").where("fo.owner_id", "=", f.ownerId),
      ),
    );
  }
  return q;
}

/** One page of the list (by name) and the total that matches. */
export async function listCustomerPage(
  db: Kysely<DB>,
  companyId: string,
  owners: readonly string[] | null,
  f: CustomerFilters,
  page: number,
  pageSize: number,
) {
  const base = filtered(db, companyId, owners, f);
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
    ? await db
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
export async function exportRows(db: Kysely<DB>, companyId: string, owners: readonly string[] | null, f: CustomerFilters) {
  const rows = await filtered(db, companyId, owners, f).selectAll("c").orderBy("c.name").orderBy("c.id").execute();
  const ownerRows = await db
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

/** Ids among `ids` of the company's customers within `ownerIds`. */
export async function customerIdsWithin(db: Kysely<DB>, companyId: string, ids: string[], ownerIds: readonly string[] | null): Promise<string[]> {
  const rows = await scoped(
    db.selectFrom("rm_customer_profiles as c").select("c.id").where("c.company_id", "=", companyId).where("c.id", "in", ids),
    ownerIds,
  ).execute();
  return rows.map((r) => r.id);
}

/** The company's active (not archived) customers owned by one of `ownerIds` (null = all). */
export async function activeCustomerCount(db: Kysely<DB>, companyId: string, ownerIds: readonly string[] | null): Promise<number> {
  if (ownerIds !== null && ownerIds.length === 0) return 0;
  // One row per owner set (customer-counts.ts): the sets that hold one of the owners count each customer once.
  const row = await db
    .selectFrom("rm_customer_counts")
    .select(sql<string>`coalesce(sum(active), 0)`.as("n"))
    .where("company_id", "=", companyId)
    .$if(ownerIds !== null, (q) => q.where(sql<boolean>`owner_ids && array[${sql.join([...ownerIds!])}]::uuid[]`))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of a customer's history, newest first, with the actor's current name. */
export async function customerHistory(db: Kysely<DB>, companyId: string, customerId: string, limit: number) {
  const rows = await db
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
