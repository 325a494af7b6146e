// Table types of migrations 0990–0991 (after-sales service orders and lines, templates; ADR 026), merged into DB.
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

declare module "./schema" {
  interface DB {
    rm_after_sales_templates: RmAfterSalesTemplatesTable;
    rm_service_orders: RmServiceOrdersTable;
    rm_service_lines: RmServiceLinesTable;
  }
}
