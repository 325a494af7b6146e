import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { loginSchema } from "~/lib/forms";
import { getUser, NO_SEAT_MESSAGE, signIn } from "~/lib/auth.server";
import { formReply } from "~/lib/replies.server";
import { LoginCard } from "~/components/LoginCard";

export const meta: MetaFunction = () => [{ title: "Entrar — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/iniciando");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const cookie = await signIn(submission.value.email, submission.value.password);
  if (!cookie || cookie === "no-seat") {
    const message = cookie === "no-seat" ? NO_SEAT_MESSAGE : "E-mail ou senha incorretos.";
    return formReply(submission, { hideFields, problem: { message } });
  }
  return redirect("/iniciando", { headers: { "Set-Cookie": cookie } });
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
