// What /upload-de-vendas reads to check a file: the company's active customers that the file's
// lines name by document, e-mail or name (one query for the whole file, never one per line).
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

export function customersNamedBy(db: Kysely<DB>, companyId: string, keys: { documents: string[]; emails: string[]; names: string[] }) {
  const { documents, emails, names } = keys;
  if (!documents.length && !emails.length && !names.length) return Promise.resolve([]);
  return (
    db
      .selectFrom("rm_customer_profiles")
      .select(["id", "name", "document", "email"])
      .where("company_id", "=", companyId)
      .where("archived", "=", false)
      .where((eb) =>
        eb.or([
          ...(documents.length ? [eb("document", "in", documents)] : []),
          ...(emails.length ? [eb(sql<string>`lower(email)`, "in", emails)] : []),
          ...(names.length ? [eb(sql<string>`lower(name)`, "in", names)] : []),
        ]),
      )
      // The oldest first: with two customers of one name, the first registered is the one matched.
      .orderBy("registered_at")
      .orderBy("id")
      .execute()
  );
}
