// The second factor's forms (issue 14), shared by the actions and the browser: the code step of a
// sign-in (a 6-digit code or a recovery code), the enrolment (confirm with a code) and turning it
// off (current password and a code).
import { z } from "zod";

const code = z.string({ error: "Informe o código." }).trim().min(1, { error: "Informe o código." }).max(40, { error: "Código inválido." });
const current = z.string({ error: "Informe a senha atual." }).min(1, { error: "Informe a senha atual." });

export const CODE_WRONG = "Código inválido ou já usado.";

/** The code step of /login/verificacao and /admin1/verificacao: `verify` (signing in) or `enrol` (first code of a new secret). */
export const codeStepSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify"), code }),
  z.object({ intent: z.literal("enrol"), code }),
]);

/** /conta/seguranca/:uid: turn the second factor on (a code of the new secret) or off (password and a code). */
export const securityAccountSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enable"), code }),
  z.object({ intent: z.literal("disable"), current, code }),
]);
