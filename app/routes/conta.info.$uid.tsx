import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { accountInfoAction, accountLoader } from "~/lib/account.server";
import { accountInfoSchema } from "~/lib/admin-forms";
import { Shell } from "~/components/Shell";
import { FieldError } from "~/components/FieldError";

export const meta: MetaFunction = () => [{ title: "Minha conta — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => accountLoader(args);
export const action = (args: ActionFunctionArgs) => accountInfoAction(args);

export default function AccountInfo() {
  const { user, commandId, saved } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { name: user.name, email: user.email },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountInfoSchema }),
  });
  return (
    <Shell user={user}>
      <h1>Minha conta</h1>
      <section className="card-panel" aria-labelledby="info-title">
        <h2 id="info-title">Dados pessoais</h2>
        <p>
          Empresa: {user.companyName} · Plano: {user.plan === "ENTERPRISE" ? "Empresarial" : "Básico"} · Função:{" "}
          {user.role === "MANAGER" ? "Gerente" : "Vendedor"}
        </p>
        {saved && (
          <p role="status" className="success">
            Dados salvos.
          </p>
        )}
        <Form method="post" {...getFormProps(form)} aria-labelledby="info-title">
          <input type="hidden" name="csrf" value={user.csrf} />
          <input type="hidden" name="commandId" value={commandId} />
          {form.errors && (
            <p className="form-error" role="alert" id={form.errorId}>
              {form.errors.join(" ")}
            </p>
          )}
          <label htmlFor={fields.name.id}>Nome</label>
          <input {...getInputProps(fields.name, { type: "text" })} />
          <FieldError field={fields.name} />
          <label htmlFor={fields.email.id}>E-mail</label>
          <input {...getInputProps(fields.email, { type: "email" })} />
          <FieldError field={fields.email} />
          <button type="submit">SALVAR</button>
        </Form>
      </section>
    </Shell>
  );
}
