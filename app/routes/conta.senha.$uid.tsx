import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { accountLoader, accountPasswordAction } from "~/lib/account.server";
import { passwordSchema } from "~/lib/admin-forms";
import { Shell } from "~/components/Shell";
import { AccountTabs } from "~/components/AccountTabs";
import { InputField } from "~/components/forms/Field";
import { Hidden, useSchemaForm } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Alterar senha — Girassol" }];
export const headers = retryAfterHeaders;
export const loader = (args: LoaderFunctionArgs) => accountLoader(args);
export const action = (args: ActionFunctionArgs) => accountPasswordAction(args);

export default function AccountPassword() {
  const { user, commandId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useSchemaForm(passwordSchema, { lastResult });
  return (
    <Shell user={user}>
      <h1>Alterar senha</h1>
      <AccountTabs uid={user.id} />
      <section className="card-panel" aria-labelledby="pw-title">
        <h2 id="pw-title">Nova senha</h2>
        <p className="hint">Ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.</p>
        <Form method="post" {...getFormProps(form)} aria-labelledby="pw-title">
          <Hidden csrf={user.csrf} commandId={commandId} />
          <ErrorSummary form={form} />
          <InputField label="Senha atual" field={fields.current} type="password" autoComplete="current-password" />
          <InputField label="Nova senha" field={fields.password} type="password" autoComplete="new-password" />
          <InputField label="Confirme a nova senha" field={fields.confirm} type="password" autoComplete="new-password" />
          <button type="submit">Alterar senha</button>
        </Form>
      </section>
    </Shell>
  );
}
