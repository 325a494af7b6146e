// The mail port (DESIGN §11): the app writes an e-mail here and does not care how it leaves.
// Every message is kept in mail_outbox. With SMTP_URL set it is also handed to that server (the row
// says whether it went); without it the row is the mail, read on /caixa-de-saida (ADR 023).
import "../../../db/schema-access";
import { services } from "../services.server";
import { uuidv7 } from "../../../eventstore/ids";
import { sendSmtp } from "./smtp-client.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailContext {
  companyId: string | null;
  /** What the mail is ("password-recovery"...). */
  kind: string;
}

/** The sender address: MAIL_FROM, or a no-reply of the app. */
export const mailFrom = () => process.env.MAIL_FROM ?? "Girassol <nao-responda@girassol.app>";

/** True when mail leaves through SMTP; false when it stays in the outbox (the sandbox). */
export const smtpConfigured = () => !!process.env.SMTP_URL;

export async function sendMail(message: MailMessage, ctx: MailContext): Promise<void> {
  const { database } = await services();
  const id = uuidv7();
  let delivery = "outbox";
  let error: string | null = null;
  const url = process.env.SMTP_URL;
  if (url) {
    try {
      await sendSmtp(url, mailFrom(), message, `${id}@girassol`);
      delivery = "smtp";
    } catch (e) {
      // A failed delivery is logged, never shown to the requester (the answer is the same either way).
      delivery = "failed";
      error = e instanceof Error ? e.message : String(e);
      console.warn(`[mail] ${ctx.kind} para ${message.to} não enviado: ${error}`);
    }
  }
  await database.db
    .insertInto("mail_outbox")
    .values({
      id,
      company_id: ctx.companyId,
      to_address: message.to,
      subject: message.subject,
      // Sent mail keeps no body: a recovery link must not sit in a table once it left (ADR 023).
      body_text: delivery === "outbox" ? message.text : "",
      kind: ctx.kind,
      created_at: new Date(),
      delivery,
      error,
    })
    .execute();
}
