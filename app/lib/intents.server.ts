// A page's action reads its form through ONE intent table: a z.discriminatedUnion("intent", [...])
// over the page's form schemas (docs/decisions/007-page-shape.md). This module parses it, refuses
// intents the table does not know (400) and gives the action its two answers: the form with a
// problem (formReply) or, after a command, what to do once applied.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { CommandOutcome } from "./commands.server";
import { badRequest } from "./http.server";
import { formReply, type Problem } from "./replies.server";

/** The intents a table accepts (its literals), e.g. for a page that must check one before parsing. */
export function intentsOf(table: z.ZodDiscriminatedUnion): ReadonlySet<unknown> {
  return table._zod.propValues.intent ?? new Set();
}

/**
 * A field name with a list index of this many digits or more ("modules[9999999].power") is a forged
 * post: conform would build an array that long before zod sees it (seconds of CPU for one request).
 * No form of ours has a thousand lines.
 */
const FORGED_INDEX = /\[\d{4,}\]/;

/**
 * parseWithZod over the table. An intent no form of the page sends (unknown, missing), a forged
 * list index or a NUL character, is a 400 thrown to the error boundary, not a form error shown to the user.
 */
export function parseIntent<T extends z.ZodType<{ intent: string }>>(form: FormData, table: T) {
  if (table instanceof z.ZodDiscriminatedUnion && !intentsOf(table).has(form.get("intent"))) throw badRequest();
  for (const [name, value] of form) {
    if (FORGED_INDEX.test(name)) throw badRequest();
    // No field of ours takes a NUL (a browser never types one), and PostgreSQL cannot keep it in an event.
    if (typeof value === "string" && value.includes("\u0000")) throw badRequest("Caractere inválido no formulário.");
  }
  const submission = parseWithZod(form, { schema: table });
  if (submission.status === "error" && submission.error?.intent) throw badRequest();
  return submission;
}

/** The `default:` of an intent switch: `intent` is `never` when every case is handled. */
export function unknownIntent(intent: never): never {
  void intent;
  throw badRequest();
}

type Submission = Parameters<typeof formReply>[0] & { payload: Record<string, unknown> };

/**
 * The action's answers for one submission, with `answer` (which form: intent, ids) beside conform's
 * result. A problem names a field only when the form posted it; otherwise (a rule about an id the
 * action derived, say) it shows on the form, where the user can see it.
 */
export function replyKit<X extends object>(submission: Submission, answer: X) {
  const refuse = (problem: Problem) =>
    formReply(submission, {
      with: answer,
      problem: problem.field && !(problem.field in submission.payload) ? { ...problem, field: undefined } : problem,
    });
  /** After sendCommand: `onApplied()` (a redirect, usually), or the form with the domain error. */
  const after = <R>(outcome: CommandOutcome, onApplied: () => R) => (outcome.ok ? onApplied() : refuse(outcome.error));
  /** The submission's own (zod) errors, 400. */
  const invalid = () => formReply(submission, { with: answer });
  return { invalid, refuse, after };
}
export type ReplyKit<X extends object> = ReturnType<typeof replyKit<X>>;
