import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { accountInfoAction, accountLoader } from "~/lib/account.server";
import { accountInfoSchema } from "~/lib/admin-forms";
import { Shell } from "~/components/Shell";
import { AccountTabs } from "~/components/AccountTabs";
import { InputField } from "~/components/forms/Field";
import { Hidden, useSchemaForm } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";

export const meta: MetaFunction = () => [{ title: "Minha conta — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => accountLoader(args);
export const action = (args: ActionFunctionArgs) => accountInfoAction(args);

export default function AccountInfo() {
  const { user, commandId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useSchemaForm(accountInfoSchema, {
    lastResult,
    defaultValue: { name: user.name, email: user.email },
  });
  return (
    <Shell user={user}>
      <h1>Minha conta</h1>
      <AccountTabs uid={user.id} />
      <section className="card-panel" aria-labelledby="info-title">
        <h2 id="info-title">Dados pessoais</h2>
        <p>
          Empresa: {user.companyName} · Plano: {user.plan === "ENTERPRISE" ? "Empresarial" : "Básico"} · Função:{" "}
          {user.role === "MANAGER" ? "Gerente" : "Vendedor"}
        </p>
        <Form method="post" {...getFormProps(form)} aria-labelledby="info-title">
          <Hidden csrf={user.csrf} commandId={commandId} />
          <ErrorSummary form={form} />
          <InputField label="Nome" field={fields.name} />
          <InputField label="E-mail" field={fields.email} type="email" />
          <button type="submit">Salvar</button>
        </Form>
      </section>
    </Shell>
  );
}
