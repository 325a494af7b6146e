import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getUser, requireCsrf, signOut } from "~/lib/auth.server";

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  if (user) await requireCsrf(await request.formData(), user);
  return redirect("/login", { headers: { "Set-Cookie": await signOut(request) } });
}

export async function loader() {
  return redirect("/login");
}
