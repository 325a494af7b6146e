// Table types of migrations 0990–0992 and 1010 (after-sales service orders and lines, templates, proposals; ADR 026), merged into DB.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric: read back as a string by the driver. */
type Numeric = ColumnType<string, string | number, string | number>;

export interface RmServiceOrdersTable {
  item_id: string;
  company_id: string;
  number: number;
}

export interface RmServiceLinesTable {
  line_id: string;
  item_id: string;
  company_id: string;
  position: number;
  service_name: string;
  service_type: string;
  quantity: number | null;
  price: Numeric;
  /** [{label, value}] (ADR 029), [] without components. */
  price_comps: ColumnType<unknown, string | undefined, string>;
  added_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmAfterSalesTemplatesTable {
  template_id: string;
  company_id: string;
  name: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** jsonb: read back parsed, written as a JSON string. */
type Json = ColumnType<unknown, string, string>;

export interface RmAfterSalesProposalsTable {
  proposal_id: string;
  company_id: string;
  item_id: string;
  number: number;
  template_id: string;
  template_name: string;
  text: string;
  customer_name: string | null;
  item_name: string;
  service_order: number | null;
  validity_days: number;
  valid_until: ColumnType<Date, string, string>;
  services: Json;
  total: Numeric;
  generated_at: Timestamp;
  actor_id: string;
}

declare module "./schema" {
  interface DB {
    rm_after_sales_proposals: RmAfterSalesProposalsTable;
    rm_after_sales_templates: RmAfterSalesTemplatesTable;
    rm_service_orders: RmServiceOrdersTable;
    rm_service_lines: RmServiceLinesTable;
  }
}
