// The credentials table (e-mail and password hash, never in an event): the checks the
// collaborators and account pages share.
import { services } from "./services.server";

/** E-mails are stored trimmed and lower-case: one person, one login. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The answers where an e-mail cannot be used (issue 14: credentials are global, so the answer must not say another company has it). */
export const EMAIL_MSG = {
  /** Someone of another company signs in with it: a neutral answer, no enumeration across companies. */
  unusable: "Não foi possível usar este e-mail.",
  /** A user of the same company has it: the manager may know that. */
  sameCompany: "Este e-mail já é de um colaborador da empresa.",
} as const;

/**
 * Why `email` cannot be the login of `userId` in `companyId`, or null when it can: the specific
 * answer only when the one holding it is of the same company, the neutral one otherwise.
 */
export async function emailProblem(email: string, userId: string, companyId: string): Promise<string | null> {
  const { database } = await services();
  const row = await database.db.selectFrom("credentials").select(["user_id", "company_id"]).where("email", "=", email).executeTakeFirst();
  if (!row || row.user_id === userId) return null;
  return row.company_id === companyId ? EMAIL_MSG.sameCompany : EMAIL_MSG.unusable;
}

export async function setEmail(userId: string, email: string) {
  const { database } = await services();
  await database.db.updateTable("credentials").set({ email }).where("user_id", "=", userId).execute();
}
