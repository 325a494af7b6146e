// /recuperacao-de-acesso/:token (issue 20): the link of the recovery e-mail. A usable link shows the
// new password form (the spec's password rule); a used, expired or unknown one says so and leads
// back to a new request. Setting the password ends every session of the user, then /login.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/forms/Field";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useSchemaForm } from "~/components/forms/intent-form";
import { redirectWithNotice } from "~/lib/flash.server";
import { resetPassword, tokenUsable } from "~/lib/password-recovery.server";
import { RECOVERY_LINK_DEAD, recoveryResetSchema } from "~/lib/recovery-forms";
import { formReply } from "~/lib/replies.server";

export const meta: MetaFunction = () => [{ title: "Criar nova senha — Girassol" }];
// The token is in the URL: no Referer leaves this page with it.
export const headers = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ params }: LoaderFunctionArgs) {
  const usable = await tokenUsable(params.token ?? "");
  return data({ usable }, { status: usable ? 200 : 410 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: recoveryResetSchema });
  const hideFields = ["password", "confirm"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  if (!(await resetPassword(params.token ?? "", submission.value.password))) return data({ dead: true as const, result: undefined }, { status: 410 });
  return redirectWithNotice("/login", "senha-redefinida");
}

export default function NovaSenha() {
  const { usable } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const dead = !usable || (!!reply && "dead" in reply);
  const [form, fields] = useSchemaForm(recoveryResetSchema, { lastResult: reply && "result" in reply ? reply.result : undefined });
  return (
    <main className="login card-panel">
      <h1>Criar nova senha</h1>
      {dead ? (
        <>
          <p role="alert" className="form-error">
            {RECOVERY_LINK_DEAD}
          </p>
          <p>
            <a href="/recuperacao-de-acesso">Pedir um novo link</a>
          </p>
        </>
      ) : (
        <>
          <p className="hint">
            Ao menos 8 caracteres, com letra minúscula, letra maiúscula e número. Os outros acessos abertos com a sua conta serão encerrados.
          </p>
          <Form method="post" {...getFormProps(form)}>
            <ErrorSummary form={form} labels={{ password: "Nova senha", confirm: "Confirme a nova senha" }} />
            <InputField label="Nova senha" field={fields.password} type="password" autoComplete="new-password" />
            <InputField label="Confirme a nova senha" field={fields.confirm} type="password" autoComplete="new-password" />
            <button type="submit" className="w-full">
              Salvar nova senha
            </button>
          </Form>
        </>
      )}
      <p>
        <a href="/login">Voltar para o login</a>
      </p>
    </main>
  );
}
