// zod schemas of /recuperacao-de-acesso (request a link) and /recuperacao-de-acesso/:token (a new
// password), shared by the server and conform in the browser. Messages: spec part 1 §5.
import { z } from "zod";
import { isValidEmail, isValidPassword, MSG } from "../../domain/shared";

const required = (msg: string = MSG.required) => z.string({ error: msg }).trim().min(1, { error: msg });

export const recoveryRequestSchema = z.object({ email: required().refine(isValidEmail, { error: MSG.invalidEmail }) });

export const recoveryResetSchema = z
  .object({
    password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).refine(isValidPassword, { error: MSG.invalidPassword }),
    confirm: required(),
  })
  .refine((v) => v.password === v.confirm, { error: MSG.passwordMismatch, path: ["confirm"] });

/** The one answer to a request, whether or not the e-mail has an account (no enumeration). */
export const RECOVERY_SENT = "Se o e-mail estiver cadastrado, enviaremos um link para criar uma nova senha. O link vale por 1 hora.";
/** A link that cannot be used: unknown, expired or used already. */
export const RECOVERY_LINK_DEAD = "Este link de recuperação expirou ou já foi usado. Peça um novo link abaixo.";
