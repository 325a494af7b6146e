// /configuracoes/webhooks: the company's webhooks (create, edit, delete through the webhook
// aggregate; the secret goes to webhook_secrets, never into events — ADR 005) and each one's
// delivery log with "Reenviar" and "Reenviar desde". Managers, or vendors with configManager.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { WebhookAction } from "../../domain/webhook";
import { requireUser, type SessionUser } from "./auth.server";
import { requirePermission } from "./access.server";
import { newCommandId } from "./commands.server";
import { services, webhooksAllowPrivate } from "./services.server";
import { companyWebhooks } from "../../projections/read-models/webhooks.queries";
import { pageParam } from "./paging";

export const WEBHOOKS_PATH = "/configuracoes/webhooks";
const LOG_SIZE = 20;

export async function requireWebhookAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  return user;
}

export async function webhooksLoader({ request }: LoaderFunctionArgs) {
  const user = await requireWebhookAdmin(request);
  const { database } = await services();
  const db = database.db;
  const hooks = await companyWebhooks(db, user.companyId);
  // ?entregas=N shows N pages of the log ("Carregar mais", a plain link).
  const pages = pageParam(new URL(request.url).searchParams.get("entregas"), 50);
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
  return {
    user,
    webhooks,
    createCommandId: newCommandId(),
    allowPrivate: webhooksAllowPrivate(),
  };
}

const iso = (d: unknown) => new Date(d as string).toISOString();

/** "2026-11-22T10:30" typed in São Paulo time (UTC−3 all year since 2019) → instant. */
export function parseLocalDateTime(v: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? "00"}:${m[5] ?? "00"}:00-03:00`);
  return Number.isNaN(d.getTime()) || Number(m[1]) < 1920 ? null : d;
}
