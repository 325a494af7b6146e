// Table types of migration 0960 (the rows ItemDeleted sets aside for ItemRestored, ADR 016), merged into DB.
import type { ColumnType } from "kysely";

/** JSON read back as parsed values, written as a JSON string. */
type Json = ColumnType<unknown, string, string>;

export interface RmItemsTrashTable {
  item_id: string;
  company_id: string;
  item: Json;
  reject_reasons: Json;
}

export interface RmAnItemsTrashTable {
  item_id: string;
  company_id: string;
  item: Json;
  stays: Json;
}

export interface RmNotificationsTrashTable {
  item_id: string;
  company_id: string;
  notifications: Json;
}

declare module "./schema" {
  interface DB {
    rm_items_trash: RmItemsTrashTable;
    rm_an_items_trash: RmAnItemsTrashTable;
    rm_notifications_trash: RmNotificationsTrashTable;
  }
}
