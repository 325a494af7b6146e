// The admin sign-in (part 1 §2.1 set C: /admin1). Admins then manage companies at /admin/empresas.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { loginSchema } from "~/lib/forms";
import { adminSignIn, getAdmin } from "~/lib/admin-auth.server";
import { formReply } from "~/lib/replies.server";
import { FieldError } from "~/components/FieldError";

export const meta: MetaFunction = () => [{ title: "Administração — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin/empresas");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const cookie = await adminSignIn(submission.value.email, submission.value.password);
  if (!cookie) return formReply(submission, { hideFields, problem: { message: "E-mail ou senha incorretos." } });
  return redirect("/admin/empresas", { headers: { "Set-Cookie": cookie } });
}

export default function AdminLogin() {
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <main className="login card-panel">
      <div className="logo-big" aria-hidden="true">
        Gira<span>ssol</span>
      </div>
      <h1>Administração</h1>
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
        <button type="submit" style={{ width: "100%" }}>
          FAZER LOGIN
        </button>
      </Form>
    </main>
  );
}
