// /kits/lista/:uid: a user's kits (display mode, spec part 3 §2). A vendor whose company uses the
// manager's kits sees the manager's list, without the register link unless he holds kitsManager.
// Each kit the user may edit has a one-click availability form (SetKitAvailability): the same rule
// as editing the kit (canEditKit), and the kit must be one of this list's.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { kitDecider, kitStreamId, type KitCommand } from "../../../domain/kit";
import { UUID_RE } from "../../../domain/shared/ids";
import { getKit, listKits } from "../../../projections/read-models/kits.queries";
import { requireCsrf, requireUser, type SessionUser } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { forbidden, notFound } from "~/lib/http.server";
import { parseIntent, replyKit, unknownIntent } from "~/lib/intents.server";
import { canEditKit, canRegisterKits, canSeeKitsOf } from "~/lib/kit-access";
import { kitRowOf } from "~/lib/kit-rows";
import { services } from "~/lib/services.server";
import { kitListTable } from "./intents";

/** The list's owner (a user of the user's company whose kits he may see), or 404/403. */
async function requireListOwner(user: SessionUser, uid: string) {
  if (!UUID_RE.test(uid)) throw notFound();
  if (!canSeeKitsOf(user, uid)) throw forbidden();
  const { database } = await services();
  const owner = await database.db
    .selectFrom("rm_users")
    .select(["id", "name"])
    .where("id", "=", uid)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  if (!owner) throw notFound();
  return owner;
}

export async function kitListLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const owner = await requireListOwner(user, params.uid ?? "");
  const { database } = await services();
  const kits = await listKits(database.db, user.companyId, owner.id);
  return {
    user,
    owner,
    canRegister: canRegisterKits(user),
    kits: kits.map((k) => {
      const editable = canEditKit(user, k.owner_id);
      // Each row's form has its own command id (two rows, two commands).
      return { ...kitRowOf(k), editable, commandId: editable ? newCommandId() : null };
    }),
  };
}

export async function kitListAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const owner = await requireListOwner(user, params.uid ?? "");
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, kitListTable);
  const kit = replyKit(submission, { intent: String(form.get("intent")), kitId: String(form.get("kitId") ?? "") });
  if (submission.status !== "success") return kit.invalid();
  const v = submission.value;
  switch (v.intent) {
    case "set-kit-availability": {
      const { database } = await services();
      // Another company's kit, or a kit of another list: not found (no IDOR).
      const found = await getKit(database.db, user.companyId, v.kitId);
      if (!found || found.owner_id !== owner.id) throw notFound("Kit não encontrado.");
      if (!canEditKit(user, found.owner_id)) throw forbidden();
      const command: KitCommand = { type: "SetKitAvailability", available: v.available === "true" };
      const outcome = await sendCommand(user, kitStreamId(found.id), kitDecider, command, commandIdFrom(form));
      return kit.after(outcome, () => redirect(`/kits/lista/${owner.id}`));
    }
    default:
      return unknownIntent(v.intent);
  }
}
