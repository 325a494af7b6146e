// The item page's small conform forms: one useForm per intent, the hidden fields every form posts.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** What an item page action answers a form it could not apply (formReply: conform's result beside the ids). */
export type ActionReply =
  | { intent: string; itemId?: string; noteId?: string; templateItemId?: string; result: SubmissionResult<string[]> }
  | undefined;

/**
 * Validated on submit, revalidated on input. (Validating on blur lost the click that caused the
 * blur: conform's blur validation is a submit of its own, and the button's submit went nowhere.)
 */
export function useIntentForm<S extends z.ZodTypeAny>(
  intent: string,
  schema: S,
  reply: ActionReply,
  defaultValue?: Record<string, string>,
) {
  return useForm({
    id: `form-${intent}`,
    lastResult: reply?.intent === intent ? reply.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export function Hidden({ intent, csrf, commandId }: { intent: string; csrf: string; commandId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="commandId" value={commandId} />
    </>
  );
}

export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.length ? (
    <p className="form-error" role="alert" id={id}>
      {errors.join(" ")}
    </p>
  ) : null;
}
