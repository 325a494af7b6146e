// POST /menu: remembers the side menu state (normal, expandido, oculto) in a cookie and goes back.
// A UI preference, not business state: no event.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { MENU_COOKIE, requireCsrf, requireUser } from "~/lib/auth.server";
import { badRequest } from "~/lib/http.server";
import { safeReturnPath } from "~/lib/menu";

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const state = String(form.get("state") ?? "");
  if (!["normal", "expandido", "oculto"].includes(state)) throw badRequest("Estado inválido.");
  // Only a path of this site (no open redirect: "//host", "/\\host", "/\thost" and schemes fall back).
  const to = safeReturnPath(form.get("back"));
  return redirect(to, {
    headers: { "Set-Cookie": `${MENU_COOKIE}=${state}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly` },
  });
}

export const loader = () => redirect("/inicio");
