// POST /configuracoes/webhooks: create, edit, delete (webhook aggregate; the secret goes to
// webhook_secrets, never into events — ADR 005), "Reenviar" one delivery and "Reenviar desde".
// Replies are { intent, webhookId, result }; the secret is never echoed back.
import { isIP } from "node:net";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  webhookDecider,
  webhookFieldErrors,
  webhookStreamId,
  hostOf,
  WEBHOOK_MSG,
  type WebhookAction,
  type WebhookCommand,
} from "../../domain/webhook";
import { replaySince, resendDelivery } from "../../automation/webhook-replay";
import { resolveWebhookTarget } from "../../automation/webhook-post";
import { UUID_RE } from "../../eventstore/ids";
import { requireCsrf, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { formReply, type Problem } from "./replies.server";
import { services, webhooksAllowPrivate } from "./services.server";
import { companyWebhook } from "../../projections/read-models/webhooks.queries";
import { requireWebhookAdmin, WEBHOOKS_PATH } from "./webhooks.server";
import { readLocalDateTime } from "./http-guards-input";
import { confirmDelete } from "./confirm-delete";
import { redirectWithCounts, redirectWithNotice } from "./flash.server";

/**
 * DNS answers for the host (every address), to refuse names that point inside; null when the name
 * does not resolve (refused too: automation/webhook-post.ts resolves the same way at send time).
 * An IP literal or an unparseable URI: undefined (the URI rules judge them).
 */
async function resolveHost(uri: string): Promise<string[] | null | undefined> {
  let host: string;
  try {
    host = hostOf(new URL(uri.trim()));
  } catch {
    return undefined;
  }
  if (!host || isIP(host)) return undefined;
  const target = await resolveWebhookTarget(`http://${host.includes(":") ? `[${host}]` : host}/`, { allowPrivate: true, timeoutMs: 2000 });
  return target.addresses.length ? target.addresses : null;
}

function readFields(form: FormData) {
  return {
    name: String(form.get("name") ?? ""),
    uri: String(form.get("uri") ?? ""),
    actions: form.getAll("actions").map(String),
    secret: String(form.get("secret") ?? ""),
  };
}

function secretError(secret: string, required: boolean): string | null {
  if (!secret.trim()) return required ? WEBHOOK_MSG.secretRequired : null;
  if (secret.trim().length < 8) return WEBHOOK_MSG.secretTooShort;
  return null;
}

async function ownWebhook(user: SessionUser, id: string) {
  if (!UUID_RE.test(id)) return undefined;
  const { database } = await services();
  return companyWebhook(database.db, user.companyId, id);
}

const text = z.string().optional().default("");
const hookFields = { name: text, uri: text, actions: z.array(z.string()).default([]), secret: text };

const webhookIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...hookFields }),
  z.object({ intent: z.literal("edit"), webhookId: text, ...hookFields }),
  z.object({ intent: z.literal("delete"), webhookId: text, confirm: confirmDelete }),
  z.object({ intent: z.literal("resend"), deliveryId: text }),
  z.object({ intent: z.literal("replay"), webhookId: text, since: text }),
]);
type HookForm = { name: string; uri: string; actions: string[]; secret: string };

/** Which form a reply answers: the intent, and the webhook's id (null for the new one). */
type WebhookReply = { intent: string; webhookId: string | null };
const hideFields = ["secret"];

export async function webhooksAction({ request }: ActionFunctionArgs) {
  const user = await requireWebhookAdmin(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, webhookIntents);
  const intent = String(form.get("intent"));
  const webhookId = intent === "create" ? null : String(form.get("webhookId") ?? "");
  if (submission.status !== "success") return formReply<WebhookReply>(submission, { hideFields, with: { intent, webhookId } });
  const v = submission.value;
  const answer = { intent: v.intent, webhookId };
  const reply = (problem: Problem) => formReply<WebhookReply>(submission, { hideFields, problem, with: answer });
  const { database, webhooks } = await services();
  const back = redirect(WEBHOOKS_PATH);

  switch (v.intent) {
    case "create":
    case "edit": {
      const commandId = commandIdFrom(form);
      const id = v.intent === "create" ? derivedId(commandId, "webhook") : v.webhookId;
      if (v.intent === "edit" && !(await ownWebhook(user, id))) throw notFound(WEBHOOK_MSG.notFound);
      const checked = await checkHook(v, v.intent === "create");
      if (checked.fieldErrors) return formReply<WebhookReply>(submission, { hideFields, fieldErrors: checked.fieldErrors, with: answer });
      // The secret is written first (keyed by the webhook id), so the dispatcher never sees the webhook without it.
      if (v.secret.trim()) await saveSecret(user.companyId, id, v.secret.trim());
      const { fields } = checked;
      const command: WebhookCommand =
        v.intent === "create" ? { type: "CreateWebhook", webhookId: id, ...fields } : { type: "ChangeWebhook", ...fields };
      const outcome = await sendCommand(user, webhookStreamId(id), webhookDecider, command, commandId);
      return outcome.ok ? back : reply(outcome.error);
    }
    case "delete": {
      if (!(await ownWebhook(user, v.webhookId))) throw notFound(WEBHOOK_MSG.notFound);
      const command: WebhookCommand = { type: "DeleteWebhook" };
      const outcome = await sendCommand(user, webhookStreamId(v.webhookId), webhookDecider, command, commandIdFrom(form));
      // Deleted already (a double submit): the secret goes all the same.
      if (!outcome.ok && outcome.error.code !== "not_found") return reply(outcome.error);
      await database.db.deleteFrom("webhook_secrets").where("webhook_id", "=", v.webhookId).where("company_id", "=", user.companyId).execute();
      return redirectWithNotice(WEBHOOKS_PATH, "webhook-excluido");
    }
    case "resend": {
      if (!UUID_RE.test(v.deliveryId)) throw notFound("Entrega não encontrada.");
      // Resending one already back in the queue (double submit) is not an error: nothing to do.
      await resendDelivery(database, user.companyId, v.deliveryId);
      webhooks.nudge();
      return back;
    }
    case "replay": {
      if (!(await ownWebhook(user, v.webhookId))) throw notFound(WEBHOOK_MSG.notFound);
      // Read strictly: an impossible day or a far year (9999) is the form's error, not a database error.
      const since = readLocalDateTime(v.since);
      if (!since.ok) return reply({ message: since.message, field: "since" });
      const n = await replaySince(database, user.companyId, v.webhookId, since.date);
      webhooks.nudge();
      // The flash says how many (it used to ride in ?reenviados=<n>).
      return redirectWithCounts(WEBHOOKS_PATH, "entregas-reenviadas", [n]);
    }
    default:
      return unknownIntent(v);
  }
}

/**
 * Field rules first, without appending, so every problem shows at once with the secret's. The
 * actions are passed as typed: the decider refuses any that is not a WebhookAction.
 */
async function checkHook(f: HookForm, secretRequired: boolean) {
  const fields = {
    name: f.name,
    uri: f.uri,
    actions: f.actions as WebhookAction[],
    allowPrivate: webhooksAllowPrivate(),
    resolved: await resolveHost(f.uri),
  };
  const errors: Record<string, string> = webhookFieldErrors(fields);
  const secret = secretError(f.secret, secretRequired);
  if (secret) errors.secret = secret;
  const entries = Object.entries(errors);
  return { fields, fieldErrors: entries.length ? Object.fromEntries(entries.map(([k, m]) => [k, [m]])) : null };
}

async function saveSecret(companyId: string, webhookId: string, secret: string) {
  const { database } = await services();
  await database.db
    .insertInto("webhook_secrets")
    .values({ webhook_id: webhookId, company_id: companyId, secret })
    .onConflict((oc) => oc.column("webhook_id").doUpdateSet({ secret, updated_at: new Date() }))
    .execute();
}
