// The readers of rm_companies and rm_users (written by companies.ts). Queries of one company's
// users take its id; the platform admin's list is the only one across companies.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** The user `userId` when they belong to the company; undefined otherwise. */
export function userOfCompany(db: Kysely<DB>, companyId: string, userId: string) {
  return db.selectFrom("rm_users").select("id").where("id", "=", userId).where("company_id", "=", companyId).executeTakeFirst();
}

/** Whether a user with this id exists in any company (ids are global). */
export async function userExists(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("rm_users").select("id").where("id", "=", userId).executeTakeFirst();
  return !!row;
}

/** Role and stored permission flags of one user of the company; undefined otherwise. */
export function userRoleAndPermissions(db: Kysely<DB>, companyId: string, userId: string) {
  return db.selectFrom("rm_users").select(["role", "permissions"]).where("id", "=", userId).where("company_id", "=", companyId).executeTakeFirst();
}

/** Active users of the company by name (receivers, settings' user choices). */
export function activeUsersByName(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_users")
    .select(["id", "name", "role"])
    .where("company_id", "=", companyId)
    .where("active", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** Active users of the company by name, with their stored permission flags. */
export function activeUsersWithPermissions(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_users")
    .select(["id", "name", "role", "permissions"])
    .where("company_id", "=", companyId)
    .where("active", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** Active users of the company, managers first, then by name (owner choices, owner names). */
export function companyUsers(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_users")
    .select(["id", "name", "email", "role"])
    .where("company_id", "=", companyId)
    .where("active", "=", true)
    .orderBy("role")
    .orderBy("name")
    .execute();
}

/** Active users of the company with their e-mails (matching owners by e-mail). */
export function activeUserEmails(db: Kysely<DB>, companyId: string) {
  return db.selectFrom("rm_users").select(["id", "email"]).where("company_id", "=", companyId).where("active", "=", true).execute();
}

/** Active users among `ids` (null = all of the company), managers first, then by name, with flags. */
export function activeUsersAmong(db: Kysely<DB>, companyId: string, ids: readonly string[] | null) {
  let q = db.selectFrom("rm_users").select(["id", "name", "role", "permissions"]).where("company_id", "=", companyId).where("active", "=", true);
  if (ids !== null) q = q.where("id", "in", ids);
  return q.orderBy("role").orderBy("name").execute();
}

/** Every user of the company (active or not) by name, with their stored flags. */
export function allUsers(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_users")
    .select(["id", "name", "email", "role", "active", "permissions"])
    .where("company_id", "=", companyId)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** The company's sales lost reasons; undefined when the company is unknown. */
export async function salesLostReasons(db: Kysely<DB>, companyId: string): Promise<string[] | undefined> {
  const row = await db.selectFrom("rm_companies").select("sales_lost_reasons").where("id", "=", companyId).executeTakeFirst();
  return row?.sales_lost_reasons as string[] | undefined;
}

/** The company's id as stored (lowercase), or undefined when there is no such company. */
export async function storedCompanyId(db: Kysely<DB>, companyId: string): Promise<string | undefined> {
  const row = await db.selectFrom("rm_companies").select("id").where("id", "=", companyId).executeTakeFirst();
  return row?.id;
}

/** The platform admin's list: every company (500 at most) by name, with its number of users. */
export function companiesWithUserCounts(db: Kysely<DB>) {
  return db
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
}
