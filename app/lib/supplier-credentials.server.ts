// The one supplier login of the suppliers settings (part 3 §3/§7: fortlevEmail, fortlevPassword).
// A credential is a secret: it lives in the plain supplier_credentials table, never in an event
// (ADR 005), is written before the settings command is sent, and the password is never sent back
// to the browser (the page only says whether one is stored).
import "../../db/schema-kits";
import { services } from "./services.server";

export const CREDENTIAL_SUPPLIER = "FORTLEV";

export async function supplierLogin(companyId: string): Promise<{ email: string; hasPassword: boolean } | null> {
  const { database } = await services();
  const row = await database.db
    .selectFrom("supplier_credentials")
    .select(["email"])
    .where("company_id", "=", companyId)
    .where("supplier", "=", CREDENTIAL_SUPPLIER)
    .executeTakeFirst();
  return row ? { email: row.email, hasPassword: true } : null;
}

/** Saves the login; a blank password keeps the stored one. */
export async function saveSupplierLogin(companyId: string, email: string, password: string): Promise<void> {
  const { database } = await services();
  const q = database.db
    .insertInto("supplier_credentials")
    .values({ company_id: companyId, supplier: CREDENTIAL_SUPPLIER, email, password, updated_at: new Date() });
  await (
    password
      ? q.onConflict((oc) => oc.columns(["company_id", "supplier"]).doUpdateSet({ email, password, updated_at: new Date() }))
      : q.onConflict((oc) => oc.columns(["company_id", "supplier"]).doUpdateSet({ email, updated_at: new Date() }))
  ).execute();
}

export async function deleteSupplierLogin(companyId: string): Promise<void> {
  const { database } = await services();
  await database.db.deleteFrom("supplier_credentials").where("company_id", "=", companyId).where("supplier", "=", CREDENTIAL_SUPPLIER).execute();
}
