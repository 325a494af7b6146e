// TypeScript shapes of the tables, for Kysely. Event-store and bookkeeping tables first, then the
// plain tables (credentials, sessions), then the read models (rm_*), written only by projectors.
import type { ColumnType, Generated } from "kysely";

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
}

export interface SessionsTable {
  id: string;
  user_id: string;
  company_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
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
}

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

export interface DB {
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
  rm_item_history: RmItemHistoryTable;
  rm_item_reject_reasons: RmItemRejectReasonsTable;
}
