import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 5 (automation): the enrichment read model behind the business-event payloads
// (projection "automation"), the webhooks read model, and the plain tables the automation needs
// that are not derived from the log: webhook secrets (never in events), deliveries and their
// attempts (outbound machinery, like checkpoints), and the example subscriber's inbox.
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_automation_users",
    sql`
      name text not null`,
  );
  await companyScopedTable(
    db,
    "rm_automation_items",
    sql`
      number integer not null,
      name text not null,
      board_type text not null,
      amount numeric(14, 2) not null,
      customer_id uuid,
      customer_name text,
      owner_id uuid not null,
      live boolean not null`,
  );
  await sql`create index rm_automation_items_company on rm_automation_items (company_id, number)`.execute(db);
  await sql`
    create table rm_business_events (
      event_id uuid primary key,
      company_id uuid not null,
      action text not null,
      item_id uuid,
      occurred_at timestamptz not null,
      tx numeric not null,
      pos numeric not null,
      payload jsonb not null
    )`.execute(db);
  await sql`create index rm_business_events_order on rm_business_events (tx, pos)`.execute(db);
  await sql`create index rm_business_events_company_time on rm_business_events (company_id, occurred_at)`.execute(db);
  await companyScopedTable(
    db,
    "rm_webhooks",
    sql`
      name text not null,
      uri text not null,
      actions jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await sql`create index rm_webhooks_company on rm_webhooks (company_id)`.execute(db);

  // Plain tables (not rebuilt from the log).
  await sql`
    create table webhook_secrets (
      webhook_id uuid primary key,
      company_id uuid not null,
      secret text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table webhook_deliveries (
      id uuid primary key,
      webhook_id uuid not null,
      company_id uuid not null,
      event_id uuid not null,
      action text not null,
      status text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_status_code integer,
      last_duration_ms integer,
      last_error text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      delivered_at timestamptz,
      unique (webhook_id, event_id)
    )`.execute(db);
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_log on webhook_deliveries (webhook_id, created_at desc)`.execute(db);
  await sql`
    create table webhook_attempts (
      delivery_id uuid not null,
      attempt integer not null,
      at timestamptz not null,
      status_code integer,
      duration_ms integer not null,
      error text,
      primary key (delivery_id, attempt)
    )`.execute(db);
  // The worked example subscriber (scripts/inbox-subscriber.ts): one row per business event id,
  // and the "effect" it applies exactly once per event (a count per action).
  await sql`
    create table automation_inbox (
      event_id uuid primary key,
      company_id uuid not null,
      action text not null,
      subject text not null,
      received_at timestamptz not null default now(),
      payload jsonb not null
    )`.execute(db);
  await sql`
    create table automation_inbox_counts (
      action text primary key,
      applied integer not null
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, [
    "automation_inbox_counts",
    "automation_inbox",
    "webhook_attempts",
    "webhook_deliveries",
    "webhook_secrets",
    "rm_webhooks",
    "rm_business_events",
    "rm_automation_items",
    "rm_automation_users",
  ]);
}
