// What the proposal benchmarks start from on a fresh demo database: the demo manager, the demo
// company's first customer (by name) and the demo kits the wizard will choose, found by name.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import "../../db/schema-kits";

export const DEMO_KIT_4_4 = "Kit demo 4,4 kWp telhado cerâmico";
export const DEMO_KIT_8_25 = "Kit demo 8,25 kWp telhado metálico";

export async function demoProposalStart(db: Kysely<DB>, kitNames: readonly string[]) {
  const manager = await db
    .selectFrom("credentials")
    .innerJoin("rm_users", "rm_users.id", "credentials.user_id")
    .select(["rm_users.id", "rm_users.company_id"])
    .where("credentials.email", "=", "gerente@girassol.demo")
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom("rm_customers")
    .select(["id", "name"])
    .where("company_id", "=", manager.company_id)
    .orderBy("name")
    .executeTakeFirstOrThrow();
  const kits = await db
    .selectFrom("rm_kits")
    .select(["id", "name"])
    .where("company_id", "=", manager.company_id)
    .where("available", "=", true)
    .where("name", "in", [...kitNames])
    .orderBy("name")
    .execute();
  if (kits.length !== kitNames.length) throw new Error(`the demo company should have the kits ${kitNames.join(", ")}; found ${kits.length}`);
  return { manager, customer, kits };
}
