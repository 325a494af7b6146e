// TypeScript shapes of the tables, for Kysely (over 400 lines: one interface per table, a list read
// top to bottom; the customer and notes areas already live in schema-customers.ts and schema-notes.ts).
// Event-store and bookkeeping tables first, then the
// plain tables (credentials, sessions), then the read models (rm_*), written only by projectors.
import type { ColumnType, Generated } from "kysely";
import type { CustomerTables } from "./schema-customers";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<any, string, string>;

export interface StreamsTable {
  stream_id: string;
  stream_type: string;
  company_id: string | null;
  version: number;
}

export interface EventsTable {
  global_position: Generated<string>;
  transaction_id: Generated<string>;
  stream_id: string;
  stream_position: number;
  event_id: string;
  type: string;
  data: Json;
  metadata: Json;
  created_at: Generated<Date>;
}

export interface CommandLogTable {
  command_id: string;
  stream_id: string;
  first_position: number;
  last_position: number;
}

export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  tx: string;
  pos: string;
  updated_at: Timestamp;
}

export interface CredentialsTable {
  user_id: string;
  company_id: string;
  email: string;
  password_hash: string;
  /** TOTP second factor (migration 0600): the base32 secret once enrolled, the one being enrolled, the last accepted time step, hashed recovery codes. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: ColumnType<string | null, string | number | null, string | number | null>;
  recovery_hashes: ColumnType<string[], string | undefined, string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  company_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Touched at most once a minute; the idle timeout counts from it (migration 0600). */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RmCompaniesTable {
  id: string;
  name: string;
  plan: string;
  status_ok: boolean;
  manager_id: string;
  sales_lost_reasons: Json;
  registered_at: Timestamp;
}

export interface RmUsersTable {
  id: string;
  company_id: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  permissions: Generated<Record<string, boolean>>;
}

export interface RmTeamsTable {
  id: string;
  company_id: string;
  name: string;
  type: string;
  leader_id: string;
}
export interface RmTeamMembersTable {
  team_id: string;
  user_id: string;
  company_id: string;
}
export interface RmCompanySettingsTable {
  company_id: string;
  settings: unknown;
}
export interface RmAfterSalesServicesTable {
  id: string;
  company_id: string;
  name: string;
  type: string;
  position: number;
}
export interface RmProposalSlugsTable {
  slug: string;
  company_id: string;
}
export interface RmAdminsTable {
  id: string;
  name: string;
  email: string;
}
export interface AdminCredentialsTable {
  admin_id: string;
  email: string;
  password_hash: string;
  /** TOTP second factor (migration 0600): the base32 secret once enrolled, the one being enrolled, the last accepted time step, hashed recovery codes. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: ColumnType<string | null, string | number | null, string | number | null>;
  recovery_hashes: ColumnType<string[], string | undefined, string>;
}
export interface AdminSessionsTable {
  id: string;
  admin_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Touched at most once a minute; the idle timeout counts from it (migration 0600). */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Failed password/code checks and the lock they earned, per scope ("account", "admin", "ip") and subject (migration 0600). */
export interface AuthThrottleTable {
  scope: string;
  subject: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}
/** One row per sign-in lock (migration 0600). */
export interface RmCustomersTable {
  id: string;
  company_id: string;
  name: string;
  search_text: string;
  owner_id: string | null;
  registered_at: Timestamp;
}

export interface RmBoardColumnsTable {
  company_id: string;
  board_type: string;
  column_id: string;
  title: string;
  inactivity_window: number;
  sort_key: string;
}

/** Open items per column and owner, kept by triggers on rm_items (migration 0500). */
export interface RmBoardTotalsTable {
  company_id: string;
  board_type: string;
  column_id: string;
  owner_id: string;
  item_count: number;
  amount: string;
}

export interface RmItemsTable {
  id: string;
  company_id: string;
  board_type: string;
  number: number;
  name: string;
  search_text: string;
  amount: string;
  customer_id: string | null;
  customer_name: string | null;
  status: string;
  column_id: string;
  sort_key: string;
  owner_id: string;
  lead_temperature: number;
  validity_date: string | null;
  power: string | null;
  uc_type: string | null;
  lost_reason: string | null;
  registered_at: Timestamp;
  updated_at: Timestamp;
  idle_since: Timestamp;
  idle_reason: string;
  version: number;
  exec_status: string | null;
  finished_date: string | null;
  related_pre_sale: string | null;
  /** When the item last left IN_PROGRESS (won, lost, finished, qualified): the finished lists' order. */
  status_at: Timestamp | null;
  /** The sale fields of spec part 2 §3 (migration 0980, ADR 025). numeric columns read back as strings. */
  mods_qtd: number | null;
  inv_qtd: number | null;
  distance: string | null;
  roof_hight: string | null;
  inverter_type: string | null;
  due_date: string | null;
  delivery_date: string | null;
}

export interface RmItemRejectReasonsTable {
  item_id: string;
  reason_id: string;
  company_id: string;
  reason: string;
  registered_at: Timestamp;
  position: number;
}

export interface RmItemHistoryTable {
  item_id: string;
  stream_position: number;
  company_id: string;
  event_type: string;
  actor_id: string;
  actor_name: string;
  occurred_at: Timestamp;
  text: string;
}

// Issue 6: the dashboard projection (analytics, column stays, notifications) and item_views.
type Numeric = ColumnType<string, string | number, string | number>;

export interface RmAnItemsTable {
  item_id: string;
  company_id: string;
  board_type: string;
  owner_id: string;
  name: string;
  amount: Numeric;
  power: ColumnType<string | null, string | number | null, string | number | null>;
  status: string;
  created_at: Timestamp;
  created_month: string;
  status_at: Timestamp | null;
  status_month: string | null;
  lost_reason: string | null;
}

export interface RmAnMonthlyTable {
  company_id: string;
  board_type: string;
  user_id: string;
  month: string;
  generated_count: number;
  generated_amount: Numeric;
  won_count: number;
  won_amount: Numeric;
  won_power: Numeric;
  lost_count: number;
  lost_amount: Numeric;
}

export interface RmAnOpenTable {
  company_id: string;
  board_type: string;
  user_id: string;
  open_count: number;
  open_amount: Numeric;
}

export interface RmAnColumnStaysTable {
  item_id: string;
  seq: number;
  company_id: string;
  board_type: string;
  column_id: string;
  column_title: string;
  entered_at: Timestamp;
  left_at: Timestamp | null;
}

export interface RmNotificationsTable {
  id: string;
  company_id: string;
  user_id: string;
  type: string;
  title: string;
  content: string;
  item_id: string | null;
  board_type: string | null;
  registry_date: Timestamp;
  due_at: Timestamp;
  dismissed: boolean;
}

export interface RmNtfNotesTable {
  note_id: string;
  company_id: string;
  author_id: string;
  item_id: string | null;
  note_text: string;
  note_type: string | null;
  schedule_date: string | null;
  time_start: string | null;
}

export interface ItemViewsTable {
  user_id: string;
  item_id: string;
  company_id: string;
  viewed_at: Timestamp;
}

export interface RmAutomationUsersTable {
  id: string;
  company_id: string;
  name: string;
}

export interface RmAutomationItemsTable {
  id: string;
  company_id: string;
  number: number;
  name: string;
  board_type: string;
  amount: string;
  customer_id: string | null;
  customer_name: string | null;
  owner_id: string;
  /** false after ItemDeleted / SaleReturnedToPreSale (kept: later events may still name the item). */
  live: boolean;
}

export interface RmBusinessEventsTable {
  event_id: string;
  company_id: string;
  action: string;
  item_id: string | null;
  occurred_at: Timestamp;
  tx: string;
  pos: string;
  payload: Json;
}

export interface RmWebhooksTable {
  id: string;
  company_id: string;
  name: string;
  uri: string;
  actions: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookSecretsTable {
  webhook_id: string;
  company_id: string;
  secret: string;
  updated_at: Generated<Date>;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  company_id: string;
  event_id: string;
  action: string;
  /** pending | delivered | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

export interface AutomationInboxTable {
  event_id: string;
  company_id: string;
  action: string;
  subject: string;
  received_at: Generated<Date>;
  payload: Json;
}

export interface AutomationInboxCountsTable {
  action: string;
  applied: number;
}

export interface DB extends CustomerTables {
  streams: StreamsTable;
  events: EventsTable;
  command_log: CommandLogTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  credentials: CredentialsTable;
  sessions: SessionsTable;
  rm_companies: RmCompaniesTable;
  rm_users: RmUsersTable;
  rm_customers: RmCustomersTable;
  rm_board_columns: RmBoardColumnsTable;
  rm_items: RmItemsTable;
  rm_board_totals: RmBoardTotalsTable;
  rm_item_history: RmItemHistoryTable;
  rm_item_reject_reasons: RmItemRejectReasonsTable;
  rm_an_items: RmAnItemsTable;
  rm_an_monthly: RmAnMonthlyTable;
  rm_an_open: RmAnOpenTable;
  rm_an_column_stays: RmAnColumnStaysTable;
  rm_notifications: RmNotificationsTable;
  rm_ntf_notes: RmNtfNotesTable;
  item_views: ItemViewsTable;
  rm_automation_users: RmAutomationUsersTable;
  rm_automation_items: RmAutomationItemsTable;
  rm_business_events: RmBusinessEventsTable;
  rm_webhooks: RmWebhooksTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  automation_inbox: AutomationInboxTable;
  automation_inbox_counts: AutomationInboxCountsTable;
  rm_teams: RmTeamsTable;
  rm_team_members: RmTeamMembersTable;
  rm_company_settings: RmCompanySettingsTable;
  rm_after_sales_services: RmAfterSalesServicesTable;
  rm_proposal_slugs: RmProposalSlugsTable;
  rm_admins: RmAdminsTable;
  admin_credentials: AdminCredentialsTable;
  admin_sessions: AdminSessionsTable;
  auth_throttle: AuthThrottleTable;
}
