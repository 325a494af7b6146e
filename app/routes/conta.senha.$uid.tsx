import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { accountLoader, accountPasswordAction } from "~/lib/account.server";
import { passwordSchema } from "~/lib/admin-forms";
import { Shell } from "~/components/Shell";
import { FieldError } from "~/components/FieldError";

export const meta: MetaFunction = () => [{ title: "Alterar senha — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => accountLoader(args);
export const action = (args: ActionFunctionArgs) => accountPasswordAction(args);

export default function AccountPassword() {
  const { user, commandId, saved } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
  });
  return (
    <Shell user={user}>
      <h1>Alterar senha</h1>
      <section className="card-panel" aria-labelledby="pw-title">
        <h2 id="pw-title">Nova senha</h2>
        <p className="hint">Ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.</p>
        {saved && (
          <p role="status" className="success">
            Senha alterada.
          </p>
        )}
        <Form method="post" {...getFormProps(form)} aria-labelledby="pw-title">
          <input type="hidden" name="csrf" value={user.csrf} />
          <input type="hidden" name="commandId" value={commandId} />
          <label htmlFor={fields.current.id}>Senha atual</label>
          <input {...getInputProps(fields.current, { type: "password" })} autoComplete="current-password" />
          <FieldError field={fields.current} />
          <label htmlFor={fields.password.id}>Nova senha</label>
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
          <FieldError field={fields.password} />
          <label htmlFor={fields.confirm.id}>Confirme a nova senha</label>
          <input {...getInputProps(fields.confirm, { type: "password" })} autoComplete="new-password" />
          <FieldError field={fields.confirm} />
          <button type="submit">ALTERAR SENHA</button>
        </Form>
      </section>
    </Shell>
  );
}
