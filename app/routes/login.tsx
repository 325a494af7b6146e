import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { loginSchema } from "~/lib/forms";
import { getUser, NO_SEAT_MESSAGE, signIn } from "~/lib/auth.server";
import { formReply } from "~/lib/replies.server";
import { lockedReply } from "~/lib/throttle.server";
import { LoginCard } from "~/components/LoginCard";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Entrar — Girassol" }];
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/iniciando");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const r = await signIn(submission.value.email, submission.value.password, context.clientIp);
  switch (r.kind) {
    case "locked":
      return lockedReply(submission, r.leftMs, hideFields);
    case "wrong":
    case "no-seat":
      return formReply(submission, { hideFields, problem: { message: r.kind === "no-seat" ? NO_SEAT_MESSAGE : "E-mail ou senha incorretos." } });
    case "code":
      return redirect("/login/verificacao", { headers: { "Set-Cookie": r.cookie } });
    case "signed-in":
      return redirect("/iniciando", { headers: { "Set-Cookie": r.cookie } });
  }
}

export default function Login() {
  return (
    <LoginCard title="Entrar" lastResult={useActionData<typeof action>()?.result} waitUntilValid>
      <p>
        <a href="/recuperacao-de-acesso">Esqueci minha senha</a>
      </p>
    </LoginCard>
  );
}
