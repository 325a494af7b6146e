import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { loginSchema } from "~/lib/forms";
import { getUser, NO_SEAT_MESSAGE, signIn } from "~/lib/auth.server";
import { formReply } from "~/lib/replies.server";
import { FieldError } from "~/components/FieldError";

export const meta: MetaFunction = () => [{ title: "Entrar — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/iniciando");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const cookie = await signIn(submission.value.email, submission.value.password);
  if (!cookie || cookie === "no-seat") {
    const message = cookie === "no-seat" ? NO_SEAT_MESSAGE : "E-mail ou senha incorretos.";
    return formReply(submission, { hideFields, problem: { message } });
  }
  return redirect("/iniciando", { headers: { "Set-Cookie": cookie } });
}

/** With JS, FAZER LOGIN stays disabled until the form is valid (part 1 §2.3); without JS it is always enabled. */
function useFormValid(formId: string) {
  const [valid, setValid] = useState(true);
  useEffect(() => {
    const el = document.getElementById(formId) as HTMLFormElement | null;
    if (!el) return;
    const check = () => setValid(loginSchema.safeParse(Object.fromEntries(new FormData(el))).success);
    check();
    el.addEventListener("input", check);
    return () => el.removeEventListener("input", check);
  }, [formId]);
  return valid;
}

export default function Login() {
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const valid = useFormValid(form.id);
  return (
    <main className="login card-panel">
      <div className="logo-big" aria-hidden="true">
        Gira<span>ssol</span>
      </div>
      <h1>Entrar</h1>
      <Form method="post" {...getFormProps(form)}>
        {form.errors && (
          <p className="form-error" role="alert" id={form.errorId}>
            {form.errors.join(" ")}
          </p>
        )}
        <label htmlFor={fields.email.id}>E-mail</label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        <FieldError field={fields.email} />
        <label htmlFor={fields.password.id}>Senha</label>
        <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
        <FieldError field={fields.password} />
        <p>
          <a href="/recuperacao-de-acesso">Esqueci minha senha</a>
        </p>
        <button type="submit" style={{ width: "100%" }} disabled={!valid}>
          FAZER LOGIN
        </button>
      </Form>
    </main>
  );
}
