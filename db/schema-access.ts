// Table types of migration 0950 (password recovery and the mail outbox), merged into DB.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PasswordResetTokensTable {
  /** Hex SHA-256 of the token sent by e-mail: the token itself is never stored. */
  token_hash: string;
  user_id: string;
  company_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MailOutboxTable {
  id: string;
  company_id: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  /** What the mail is: "password-recovery", ... */
  kind: string;
  created_at: Timestamp;
  /** "outbox" (kept to be read here), "smtp" (handed to the SMTP server) or "failed". */
  delivery: string;
  error: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module "./schema" {
  interface DB {
    password_reset_tokens: PasswordResetTokensTable;
    mail_outbox: MailOutboxTable;
  }
}
