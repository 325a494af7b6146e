// /recuperacao-de-acesso (part 1 §2.1 set C, public; issue 20): where "Esqueci minha senha" leads.
// The e-mail gets a one-time link (app/lib/password-recovery.server.ts); the page answers the same
// whether or not the e-mail has an account, and the throttle answers 429 to too many requests.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useRouteLoaderData } from "@remix-run/react";
import { FlashNotice } from "~/components/FlashNotice";
import { InputField } from "~/components/forms/Field";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useSchemaForm } from "~/components/forms/intent-form";
import { appOrigin, requestRecovery } from "~/lib/password-recovery.server";
import { recoveryRequestSchema } from "~/lib/recovery-forms";
import { redirectWithNotice } from "~/lib/flash.server";
import type { FlashView } from "~/lib/root-loader.server";
import { formReply } from "~/lib/replies.server";
import { lockedReply } from "~/lib/throttle.server";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Recuperação de acesso — Girassol" }];
export const headers = retryAfterHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: recoveryRequestSchema });
  if (submission.status !== "success") return formReply(submission);
  const r = await requestRecovery(submission.value.email, context.clientIp, appOrigin(request));
  if (r.lockedMs) return lockedReply(submission, r.lockedMs);
  // The page says so through the flash (it used to be ?enviado=1; an old link just shows the form).
  return redirectWithNotice("/recuperacao-de-acesso", "link-de-recuperacao-enviado");
}

export default function RecuperacaoDeAcesso() {
  const sent = useRouteLoaderData<{ flash?: FlashView | null }>("root")?.flash?.code === "link-de-recuperacao-enviado";
  const [form, fields] = useSchemaForm(recoveryRequestSchema, { lastResult: useActionData<typeof action>()?.result });
  return (
    <main className="login card-panel">
      <h1>Recuperação de acesso</h1>
      <FlashNotice />
      <p>Informe o e-mail com que você entra no Girassol. Enviaremos um link para criar uma nova senha.</p>
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
