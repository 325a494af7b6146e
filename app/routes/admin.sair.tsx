import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { adminSignOut, getAdmin, requireAdminCsrf } from "~/lib/admin-auth.server";

export async function action({ request }: ActionFunctionArgs) {
  const admin = await getAdmin(request);
  if (admin) await requireAdminCsrf(await request.formData(), admin);
  return redirect("/admin1", { headers: { "Set-Cookie": await adminSignOut(request) } });
}
export const loader = () => redirect("/admin1");
