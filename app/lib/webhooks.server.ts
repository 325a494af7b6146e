// /configuracoes/webhooks: the company's webhooks (create, edit, delete through the webhook
// aggregate; the secret goes to webhook_secrets, never into events — ADR 005) and each one's
// delivery log with "Reenviar" and "Reenviar desde". Managers, or vendors with configManager.
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  webhookDecider,
  webhookFieldErrors,
  webhookStreamId,
  WEBHOOK_MSG,
  type WebhookAction,
} from "../../domain/webhook";
import { replaySince, resendDelivery } from "../../automation/webhook-replay";
import { UUID_RE } from "../../eventstore/ids";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { requirePermission } from "./access.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { services, webhooksAllowPrivate } from "./services.server";

export const WEBHOOKS_PATH = "/configuracoes/webhooks";
const LOG_SIZE = 20;

export interface WebhookFormReply {
  intent: string;
  webhookId: string | null;
  fieldErrors: Partial<Record<"name" | "uri" | "actions" | "secret" | "since" | "form", string>>;
  values: { name: string; uri: string; actions: string[]; since?: string };
}

async function requireWebhookAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  return user;
}

export async function webhooksLoader({ request }: LoaderFunctionArgs) {
  const user = await requireWebhookAdmin(request);
  const { database } = await services();
  const db = database.db;
  const hooks = await db
    .selectFrom("rm_webhooks")
    .select(["id", "name", "uri", "actions", "created_at"])
    .where("company_id", "=", user.companyId)
    .orderBy("created_at")
    .execute();
  // ?entregas=N shows N pages of the log ("Carregar mais", a plain link).
  const pages = Math.min(
    50,
    Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("entregas") ?? "1", 10) || 1),
  );
  const webhooks = await Promise.all(
    hooks.map(async (h) => {
      const rows = await db
        .selectFrom("webhook_deliveries")
        .select([
          "id",
          "action",
          "event_id",
          "status",
          "attempts",
          "last_status_code",
          "last_duration_ms",
          "last_error",
          "created_at",
          "updated_at",
          "next_attempt_at",
        ])
        .where("webhook_id", "=", h.id)
        .where("company_id", "=", user.companyId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(LOG_SIZE * pages + 1)
        .execute();
      const deliveries = rows.slice(0, LOG_SIZE * pages);
      // Every attempt of the deliveries shown (time, code, duration, error), oldest first.
      const attempts = deliveries.length
        ? await db
            .selectFrom("webhook_attempts")
            .select(["delivery_id", "attempt", "at", "status_code", "duration_ms", "error"])
            .where(
              "delivery_id",
              "in",
              deliveries.map((d) => d.id),
            )
            .orderBy("delivery_id")
            .orderBy("attempt")
            .execute()
        : [];
      return {
        id: h.id,
        name: h.name,
        uri: h.uri,
        actions: (typeof h.actions === "string" ? JSON.parse(h.actions) : h.actions) as WebhookAction[],
        commandIds: { edit: newCommandId(), delete: newCommandId() },
        more: rows.length > deliveries.length,
        pages,
        deliveries: deliveries.map((d) => ({
          id: d.id,
          action: d.action,
          eventId: d.event_id,
          status: d.status,
          attempts: d.attempts,
          tries: attempts
            .filter((a) => a.delivery_id === d.id)
            .map((a) => ({
              attempt: a.attempt,
              at: iso(a.at),
              statusCode: a.status_code,
              durationMs: a.duration_ms,
              error: a.error,
            })),
          statusCode: d.last_status_code,
          durationMs: d.last_duration_ms,
          error: d.last_error,
          createdAt: iso(d.created_at),
          updatedAt: iso(d.updated_at),
          nextAttemptAt: d.next_attempt_at ? iso(d.next_attempt_at) : null,
        })),
      };
    }),
  );
  const url = new URL(request.url);
  return {
    user,
    webhooks,
    createCommandId: newCommandId(),
    allowPrivate: webhooksAllowPrivate(),
    notice:
      url.searchParams.get("reenviados") !== null
        ? `${Number(url.searchParams.get("reenviados")) || 0} entrega(s) colocada(s) na fila.`
        : null,
  };
}

const iso = (d: unknown) => new Date(d as string).toISOString();

/** DNS answers for the host, to refuse names that point inside (empty for IP literals or on failure). */
async function resolveHost(uri: string): Promise<string[]> {
  try {
    const host = new URL(uri.trim()).hostname.replace(/^\[|\]$/g, "");
    if (!host || isIP(host)) return [];
    const answers = await Promise.race([
      lookup(host, { all: true }),
      new Promise<never>((_, rej) => setTimeout(() => rej(new Error("timeout")), 2000)),
    ]);
    return answers.map((a) => a.address);
  } catch {
    return [];
  }
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
  return database.db
    .selectFrom("rm_webhooks")
    .select(["id"])
    .where("id", "=", id)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
}

/** "2026-11-22T10:30" typed in São Paulo time (UTC−3 all year since 2019) → instant. */
export function parseLocalDateTime(v: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? "00"}:${m[5] ?? "00"}:00-03:00`);
  return Number.isNaN(d.getTime()) || Number(m[1]) < 1920 ? null : d;
}

export async function webhooksAction({ request }: ActionFunctionArgs) {
  const user = await requireWebhookAdmin(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const intent = String(form.get("intent") ?? "");
  const { database, webhooks } = await services();
  const back = redirect(WEBHOOKS_PATH);
  const fail = (reply: Omit<WebhookFormReply, "intent">) =>
    data<WebhookFormReply>({ intent, ...reply }, { status: 400 });

  switch (intent) {
    case "create":
    case "edit": {
      const f = readFields(form);
      const values = { name: f.name, uri: f.uri, actions: f.actions };
      const commandId = commandIdFrom(form);
      let webhookId: string;
      if (intent === "create") webhookId = derivedId(commandId, "webhook");
      else {
        webhookId = String(form.get("webhookId") ?? "");
        if (!(await ownWebhook(user, webhookId))) throw new Response(WEBHOOK_MSG.notFound, { status: 404 });
      }
      const secretMsg = secretError(f.secret, intent === "create");
      const allowPrivate = webhooksAllowPrivate();
      const resolved = await resolveHost(f.uri);
      const command =
        intent === "create"
          ? {
              type: "CreateWebhook" as const,
              webhookId,
              name: f.name,
              uri: f.uri,
              actions: f.actions as WebhookAction[],
              allowPrivate,
              resolved,
            }
          : {
              type: "ChangeWebhook" as const,
              name: f.name,
              uri: f.uri,
              actions: f.actions as WebhookAction[],
              allowPrivate,
              resolved,
            };
      // Field rules first, without appending, so every problem shows at once with the secret's.
      const fieldErrors: WebhookFormReply["fieldErrors"] = webhookFieldErrors({
        ...f,
        actions: f.actions as WebhookAction[],
        allowPrivate,
        resolved,
      });
      if (secretMsg) fieldErrors.secret = secretMsg;
      if (Object.keys(fieldErrors).length)
        return fail({ webhookId: intent === "edit" ? webhookId : null, fieldErrors, values });
      // The secret is written first (keyed by the webhook id), so the dispatcher never sees the webhook without it.
      if (f.secret.trim()) {
        await database.db
          .insertInto("webhook_secrets")
          .values({ webhook_id: webhookId, company_id: user.companyId, secret: f.secret.trim() })
          .onConflict((oc) => oc.column("webhook_id").doUpdateSet({ secret: f.secret.trim(), updated_at: new Date() }))
          .execute();
      }
      const outcome = await sendCommand(user, webhookStreamId(webhookId), webhookDecider, command, commandId);
      if (!outcome.ok) {
        const e = outcome.error;
        if (e.code === "not_found") throw new Response(e.message, { status: 404 });
        return fail({
          webhookId: intent === "edit" ? webhookId : null,
          fieldErrors: { [e.field ?? "form"]: e.message },
          values,
        });
      }
      return back;
    }
    case "delete": {
      const webhookId = String(form.get("webhookId") ?? "");
      if (!(await ownWebhook(user, webhookId))) throw new Response(WEBHOOK_MSG.notFound, { status: 404 });
      const outcome = await sendCommand(
        user,
        webhookStreamId(webhookId),
        webhookDecider,
        { type: "DeleteWebhook" },
        commandIdFrom(form),
      );
      if (!outcome.ok && outcome.error.code !== "not_found") {
        return fail({
          webhookId,
          fieldErrors: { form: outcome.error.message },
          values: { name: "", uri: "", actions: [] },
        });
      }
      await database.db
        .deleteFrom("webhook_secrets")
        .where("webhook_id", "=", webhookId)
        .where("company_id", "=", user.companyId)
        .execute();
      return back;
    }
    case "resend": {
      const deliveryId = String(form.get("deliveryId") ?? "");
      if (!UUID_RE.test(deliveryId)) throw new Response("Entrega não encontrada.", { status: 404 });
      // Resending one already back in the queue (double submit) is not an error: nothing to do.
      await resendDelivery(database, user.companyId, deliveryId);
      webhooks.nudge();
      return back;
    }
    case "replay": {
      const webhookId = String(form.get("webhookId") ?? "");
      if (!(await ownWebhook(user, webhookId))) throw new Response(WEBHOOK_MSG.notFound, { status: 404 });
      const sinceText = String(form.get("since") ?? "");
      const since = parseLocalDateTime(sinceText);
      if (!since)
        return fail({
          webhookId,
          fieldErrors: { since: "Data inválida." },
          values: { name: "", uri: "", actions: [], since: sinceText },
        });
      const n = await replaySince(database, user.companyId, webhookId, since);
      webhooks.nudge();
      return redirect(`${WEBHOOKS_PATH}?reenviados=${n}`);
    }
    default:
      return data("Ação desconhecida.", { status: 400 });
  }
}
