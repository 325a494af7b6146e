// The admin sign-in (part 1 §2.1 set C: /admin1). Admins then manage companies at /admin/empresas.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { loginSchema } from "~/lib/forms";
import { adminSignIn, getAdmin } from "~/lib/admin-auth.server";
import { formReply } from "~/lib/replies.server";
import { LoginCard } from "~/components/LoginCard";

export const meta: MetaFunction = () => [{ title: "Administração — Girassol" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin/empresas");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const cookie = await adminSignIn(submission.value.email, submission.value.password);
  if (!cookie) return formReply(submission, { hideFields, problem: { message: "E-mail ou senha incorretos." } });
  return redirect("/admin/empresas", { headers: { "Set-Cookie": cookie } });
}

export default function AdminLogin() {
  return <LoginCard title="Administração" lastResult={useActionData<typeof action>()?.result} />;
}
