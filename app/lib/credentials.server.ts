// The credentials table (e-mail and password hash, never in an event): the checks the
// collaborators and account pages share.
import { services } from "./services.server";

/** E-mails are stored trimmed and lower-case: one person, one login. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Whether someone other than `userId` signs in with `email`. */
export async function emailTaken(email: string, userId: string): Promise<boolean> {
  const { database } = await services();
  const row = await database.db.selectFrom("credentials").select("user_id").where("email", "=", email).executeTakeFirst();
  return !!row && row.user_id !== userId;
}

export async function setEmail(userId: string, email: string) {
  const { database } = await services();
  await database.db.updateTable("credentials").set({ email }).where("user_id", "=", userId).execute();
}
