// "Desfazer" in a delete's flash (issue 18, ADR 016): POST only. Brings back the items of that delete
// (one RestoreItem each, command ids derived from the form's, so a double submit applies once) and
// returns to the page it came from, saying what happened.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { restoreDeletedItems } from "~/lib/undo-delete.server";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { undoDeleteSchema } from "~/lib/undo-delete-form";

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: undoDeleteSchema });
  return restoreDeletedItems(user, form, submission.status === "success" ? submission.value : null);
}

/** Nothing to show here: a GET (a typed address, a reload) goes to the start page. */
export const loader = () => redirect("/inicio");
