// Every page's small conform forms: one useForm per intent, the hidden fields every form posts, the
// form-level error line and the post-form skeleton (title, hidden fields, errors, fields, button).
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { requiredFields } from "./required-fields";
import { ErrorSummary } from "./ErrorSummary";

/** What a page's action answers a form it could not apply (formReply: conform's result beside the ids). */
export type ActionReply =
  { intent: string; itemId?: string; noteId?: string; templateItemId?: string; result: SubmissionResult<string[]> } | undefined;

/**
 * Validated on submit, revalidated on input. (Validating on blur lost the click that caused the
 * blur: conform's blur validation is a submit of its own, and the button's submit went nowhere.)
 * The sign-in forms keep validating on blur (`validateOn: "onBlur"`, conform's default revalidation).
 */
export function useSchemaForm<S extends z.ZodTypeAny>(
  schema: S,
  opts: {
    id?: string;
    lastResult?: SubmissionResult<string[]>;
    defaultValue?: Record<string, string>;
    validateOn?: "onBlur";
  } = {},
) {
  return useForm({
    id: opts.id,
    lastResult: opts.lastResult,
    shouldValidate: opts.validateOn ?? "onSubmit",
    shouldRevalidate: opts.validateOn ? undefined : "onInput",
    defaultValue: opts.defaultValue,
    // field.required for the Field components' " *" and aria-required.
    constraint: requiredFields(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** useSchemaForm for the form of `intent`: it gets the reply only when the reply is that form's. */
export function useIntentForm<S extends z.ZodTypeAny>(intent: string, schema: S, reply: ActionReply, defaultValue?: Record<string, string>) {
  return useSchemaForm(schema, {
    id: `form-${intent}`,
    lastResult: reply?.intent === intent ? reply.result : undefined,
    defaultValue,
  });
}

/** The hidden intent, csrf and commandId a post form carries, then any ids (`columnId`, `noteId`…). */
export function Hidden({
  intent,
  csrf,
  commandId,
  ...ids
}: { intent?: string; csrf: string; commandId?: string } & Record<string, string | undefined>) {
  return (
    <>
      {intent !== undefined && <input type="hidden" name="intent" value={intent} />}
      <input type="hidden" name="csrf" value={csrf} />
      {commandId !== undefined && <input type="hidden" name="commandId" value={commandId} />}
      {Object.entries(ids).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
    </>
  );
}

export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  return errors?.length ? (
    <p className="form-error" role="alert" id={id}>
      {errors.join(" ")}
    </p>
  ) : null;
}

export interface IntentFormProps<Schema extends Record<string, unknown>> {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  csrf: string;
  commandId: string;
  title: ReactNode;
  /** The heading's id, which names the form; `${intent}-title` unless given. */
  titleId?: string;
  heading?: "h2" | "h3";
  headingClassName?: string;
  submit: ReactNode;
  /** The submit button's class: its colour. */
  tone?: "success" | "danger" | "secondary";
  disabled?: boolean;
  /** The error summary's names of the fields whose label is not the usual one (FIELD_LABELS). */
  labels?: Record<string, ReactNode>;
  children?: ReactNode;
}

/**
 * A titled post form of one intent: the heading naming the form, the hidden fields, the form's
 * errors, the fields, and the submit button in its own paragraph.
 */
export function IntentForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  csrf,
  commandId,
  title,
  titleId = `${intent}-title`,
  heading: Heading = "h2",
  headingClassName,
  submit,
  tone,
  disabled,
  labels,
  children,
}: IntentFormProps<Schema>) {
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={titleId}>
      <Heading id={titleId} className={headingClassName}>
        {title}
      </Heading>
      <Hidden intent={intent} csrf={csrf} commandId={commandId} />
      <ErrorSummary form={form} labels={labels} />
      {children}
      <p>
        <button type="submit" className={tone} disabled={disabled}>
          {submit}
        </button>
      </p>
    </Form>
  );
}
