import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { EnrolPanel, RecoveryCodes } from "~/components/SecondFactor";
import { InputField } from "~/components/forms/Field";
import { Hidden, useSchemaForm } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { securityAccountSchema } from "~/lib/second-factor-forms";
import { AccountTabs } from "~/components/AccountTabs";
import { securityAction, securityLoader } from "./page.server";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Segurança da conta — Girassol" }];
export const headers = retryAfterHeaders;
export const loader = (args: LoaderFunctionArgs) => securityLoader(args);
export const action = (args: ActionFunctionArgs) => securityAction(args);

export default function AccountSecurity() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const codes = reply && "recoveryCodes" in reply ? reply.recoveryCodes : null;
  const lastResult = reply && "result" in reply ? reply.result : undefined;
  const [form, fields] = useSchemaForm(securityAccountSchema, { id: d.enabled ? "form-disable" : "form-enable", lastResult });
  return (
    <Shell user={d.user}>
      <h1>Segurança da conta</h1>
      <AccountTabs uid={d.user.id} />
      {codes && <RecoveryCodes codes={codes} />}
      <section className="card-panel" aria-labelledby="tfa-title">
        <h2 id="tfa-title">Verificação em duas etapas</h2>
        {d.enabled ? (
          <>
            <p role="status">
              Ativada. Ao entrar, além da senha, será pedido o código do aplicativo autenticador. Códigos de recuperação restantes: {d.recoveryLeft}.
            </p>
            <Form method="post" {...getFormProps(form)} aria-label="Desativar a verificação em duas etapas">
              <Hidden csrf={d.user.csrf} intent="disable" />
              <ErrorSummary form={form} />
              <InputField label="Senha atual" field={fields.current} type="password" autoComplete="current-password" />
              <InputField label="Código" field={fields.code} inputMode="numeric" autoComplete="one-time-code" />
              <button type="submit" className="secondary">
                Desativar
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>Desativada. Com ela ativada, entrar pede a senha e um código do aplicativo autenticador.</p>
            {d.enrol && <EnrolPanel svg={d.enrol.svg} secret={d.enrol.secret} />}
            <Form method="post" {...getFormProps(form)} aria-label="Ativar a verificação em duas etapas">
              <Hidden csrf={d.user.csrf} intent="enable" />
              <ErrorSummary form={form} />
              <InputField label="Código" field={fields.code} inputMode="numeric" autoComplete="one-time-code" />
              <button type="submit">Ativar</button>
            </Form>
          </>
        )}
      </section>
    </Shell>
  );
}
