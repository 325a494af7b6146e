// The one way an action answers a form it could not apply (docs/decisions/007-page-shape.md): conform's result under
// `result`, beside what the page needs to know which form it was (intent, ids), with the status
// that the domain error's code maps to in ERROR_STATUS. Without JS the page renders the reply
// server-side; with JS the fetcher gets the same data.
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { DomainError } from "../../domain/shared/decider";
import type { CommandOutcome } from "./commands.server";

export type ErrorCode = DomainError["code"];

/** Every domain error code, once: its HTTP status. A rule with a `field` shows on that field, else on the form. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** What went wrong: a DomainError, or a check the action made itself (a column of another company...). */
export interface Problem {
  message: string;
  field?: string;
  code?: ErrorCode;
}

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult;
}

export interface ReplyOptions<X> {
  /** Absent: the submission's own validation errors (zod). */
  problem?: Problem;
  /** Several broken rules at once, each on its field (status 400): a form checked beyond zod. */
  fieldErrors?: Record<string, string[]>;
  /** Fields not echoed back (passwords). */
  hideFields?: string[];
  /** Beside `result`: which form this answers (intent, item id, ...). */
  with?: X;
  /** A status no domain error code gives (413: a file over the size limit). */
  status?: number;
}

export function formReply<X extends object = Record<never, never>>(submission: Replyable, options: ReplyOptions<X> = {}) {
  const { problem, hideFields, fieldErrors } = options;
  const errors = !problem
    ? fieldErrors
      ? { fieldErrors }
      : {}
    : problem.field
      ? { fieldErrors: { [problem.field]: [problem.message] } }
      : { formErrors: [problem.message] };
  const result = submission.reply({ ...errors, ...(hideFields ? { hideFields } : {}) });
  const status = options.status ?? (problem ? ERROR_STATUS[problem.code ?? "invalid"] : 400);
  return data({ ...(options.with ?? ({} as X)), result }, { status });
}

/** A form refused before it could be parsed (a body over the size limit): the same reply shape. */
export function refusedReply<X extends object = Record<never, never>>(message: string, status: number, x?: X) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return data({ ...(x ?? ({} as X)), result }, { status });
}

/** After sendCommand: `onApplied()` (a redirect, usually) or the form with the domain error. */
export function commandReply<X extends object, R>(
  outcome: CommandOutcome,
  submission: Replyable,
  onApplied: () => R,
  options: Omit<ReplyOptions<X>, "problem"> = {},
) {
  return outcome.ok ? onApplied() : formReply(submission, { ...options, problem: outcome.error });
}
