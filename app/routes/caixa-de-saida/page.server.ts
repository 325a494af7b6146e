// /caixa-de-saida (issue 20, ADR 023): the mail port's outbox, where the e-mails the app wrote can be
// read when no SMTP server is configured. Recovery links sit in it, so only the platform admin reads
// it, or anyone when MAIL_OUTBOX_OPEN=1 (a local sandbox run, said on screen).
import "../../../db/schema-access";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAdmin } from "~/lib/admin-auth.server";
import { smtpConfigured } from "~/lib/mail/mail.server";
import { services } from "~/lib/services.server";

const PAGE = 50;

export async function outboxLoader({ request }: LoaderFunctionArgs) {
  const admin = await getAdmin(request);
  const open = process.env.MAIL_OUTBOX_OPEN === "1";
  if (!admin && !open) throw new Response("Página não encontrada.", { status: 404 });
  const { database } = await services();
  const rows = await database.db
    .selectFrom("mail_outbox")
    .select(["id", "to_address", "subject", "body_text", "created_at", "delivery", "error"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE)
    .execute();
  return {
    admin: admin ? { name: admin.name, csrf: admin.csrf } : null,
    smtp: smtpConfigured(),
    mails: rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      body: r.body_text,
      at: new Date(r.created_at).toISOString(),
      delivery: r.delivery,
      error: r.error,
    })),
  };
}
