// Reading an action's reply ({ intent?, ...ids, result }) in pages that do not render the form
// through conform's useForm: conform keeps form-level errors under the "" key.
import type { SubmissionResult } from "@conform-to/react";

export function formErrorsOf(result: SubmissionResult<string[]> | undefined): string[] {
  return result?.error?.[""] ?? [];
}

export function fieldErrorsOf(result: SubmissionResult<string[]> | undefined, field: string): string[] {
  return result?.error?.[field] ?? [];
}

/** Every error of the reply, the form's and the fields', for a form that shows them in one place. */
export function allErrorsOf(result: SubmissionResult<string[]> | undefined): string[] {
  return Object.values(result?.error ?? {}).flatMap((e) => e ?? []);
}
