// The sign-in card of /login and /admin1: e-mail, password, FAZER LOGIN.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { loginSchema } from "~/lib/forms";
import { FlashNotice } from "./FlashNotice";
import { InputField } from "./forms/Field";
import { useSchemaForm } from "./forms/intent-form";
import { ErrorSummary } from "./forms/ErrorSummary";

/** With JS, FAZER LOGIN stays disabled until the form is valid (part 1 §2.3); without JS it is always enabled. */
function useFormValid(formId: string, enabled: boolean) {
  const [valid, setValid] = useState(true);
  useEffect(() => {
    const el = document.getElementById(formId) as HTMLFormElement | null;
    if (!el || !enabled) return;
    const check = () => setValid(loginSchema.safeParse(Object.fromEntries(new FormData(el))).success);
    check();
    el.addEventListener("input", check);
    return () => el.removeEventListener("input", check);
  }, [formId, enabled]);
  return valid;
}

export function LoginCard({
  title,
  lastResult,
  waitUntilValid = false,
  children,
}: {
  title: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Disable the button while the form is invalid (with JS). */
  waitUntilValid?: boolean;
  /** Shown between the fields and the button. */
  children?: ReactNode;
}) {
  const [form, fields] = useSchemaForm(loginSchema, { lastResult, validateOn: "onBlur" });
  const valid = useFormValid(form.id, waitUntilValid);
  return (
    <main className="login card-panel">
      <div className="logo-big" aria-hidden="true">
        Gira<span>ssol</span>
      </div>
      <h1>{title}</h1>
      <FlashNotice />
      <Form method="post" {...getFormProps(form)}>
        <ErrorSummary form={form} />
        <InputField label="E-mail" field={fields.email} type="email" autoComplete="email" />
        <InputField label="Senha" field={fields.password} type="password" autoComplete="current-password" />
        {children}
        <button type="submit" className="w-full" disabled={!valid}>
          Fazer login
        </button>
      </Form>
    </main>
  );
}
