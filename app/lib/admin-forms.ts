// zod schemas of the administration forms (collaborators, teams, account), shared by the server
// (parseWithZod in actions) and the browser (conform's onValidate). Messages: spec part 1 §5.
import { z } from "zod";
import { isValidEmail, isValidName, isValidPassword, MSG, personNameProblem } from "../../domain/shared";

const required = (msg: string = MSG.required) => z.string({ error: msg }).trim().min(1, { error: msg });
/** A person's name (ADR 014: ' and - allowed; the message names a refused character). */
const name = required().superRefine((v, ctx) => {
  const message = personNameProblem(v);
  if (message) ctx.addIssue({ code: "custom", message });
});
/** A team's name keeps the spec's name rule. */
const teamName = required().refine(isValidName, { error: MSG.invalidName });
const email = required().refine(isValidEmail, { error: MSG.invalidEmail });
const password = z.string({ error: MSG.required }).min(1, { error: MSG.required }).refine(isValidPassword, { error: MSG.invalidPassword });

export const vendorCreateSchema = z.object({ name, email, password });
export const vendorEditSchema = z.object({ vendorId: required(), name, email });
export const accountInfoSchema = z.object({ name, email });
export const passwordSchema = z
  .object({ current: required(), password, confirm: required() })
  .refine((v) => v.password === v.confirm, { error: MSG.passwordMismatch, path: ["confirm"] });
export const teamSchema = z.object({
  teamId: z.string().optional(),
  name: teamName,
  leaderId: required(MSG.selectLeader),
  memberIds: z.array(z.string()).optional().default([]),
});
