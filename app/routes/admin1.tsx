// The admin sign-in (part 1 §2.1 set C: /admin1). The password leads to the code step
// (/admin1/verificacao, issue 14); admins then manage companies at /admin/empresas.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { loginSchema } from "~/lib/forms";
import { adminSignIn, getAdmin } from "~/lib/admin-auth.server";
import { formReply } from "~/lib/replies.server";
import { lockedReply } from "~/lib/throttle.server";
import { LoginCard } from "~/components/LoginCard";
import { retryAfterHeaders } from "~/lib/throttle";

export const meta: MetaFunction = () => [{ title: "Administração — Girassol" }];
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin/empresas");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const r = await adminSignIn(submission.value.email, submission.value.password, context.clientIp);
  if (r === "wrong") return formReply(submission, { hideFields, problem: { message: "E-mail ou senha incorretos." } });
  if ("leftMs" in r) return lockedReply(submission, r.leftMs, hideFields);
  return redirect("/admin1/verificacao", { headers: { "Set-Cookie": r.cookie } });
}

export default function AdminLogin() {
  return <LoginCard title="Administração" lastResult={useActionData<typeof action>()?.result} />;
}
