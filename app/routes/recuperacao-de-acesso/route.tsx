// /recuperacao-de-acesso (part 1 §2.1 set C, public; issue 20): where "Esqueci minha senha" leads.
// The e-mail gets a one-time link (app/lib/password-recovery.server.ts); the page answers the same
// whether or not the e-mail has an account, and the throttle answers 429 to too many requests.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/forms/Field";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useSchemaForm } from "~/components/forms/intent-form";
import { appOrigin, requestRecovery } from "~/lib/password-recovery.server";
import { RECOVERY_SENT, recoveryRequestSchema } from "~/lib/recovery-forms";
import { formReply } from "~/lib/replies.server";
import { lockedReply } from "~/lib/throttle.server";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Recuperação de acesso — Girassol" }];
export const headers = retryAfterHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("enviado") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: recoveryRequestSchema });
  if (submission.status !== "success") return formReply(submission);
  const r = await requestRecovery(submission.value.email, context.clientIp, appOrigin(request));
  if (r.lockedMs) return lockedReply(submission, r.lockedMs);
  return redirect("/recuperacao-de-acesso?enviado=1");
}

export default function RecuperacaoDeAcesso() {
  const { sent } = useLoaderData<typeof loader>();
  const [form, fields] = useSchemaForm(recoveryRequestSchema, { lastResult: useActionData<typeof action>()?.result });
  return (
    <main className="login card-panel">
      <h1>Recuperação de acesso</h1>
      {sent ? (
        <p role="status" className="success">
          {RECOVERY_SENT}
        </p>
      ) : (
        <p>Informe o e-mail com que você entra no Girassol. Enviaremos um link para criar uma nova senha.</p>
      )}
      <Form method="post" {...getFormProps(form)}>
        <ErrorSummary form={form} />
        <InputField label="E-mail" field={fields.email} type="email" autoComplete="email" />
        <button type="submit" className="w-full">
          {sent ? "Enviar outro link" : "Enviar link"}
        </button>
      </Form>
      <p>
        <a href="/login">Voltar para o login</a>
      </p>
    </main>
  );
}
