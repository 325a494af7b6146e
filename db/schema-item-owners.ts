// Table types of migration 1000 (an item's extra owners, ADR 028), merged into DB.

/** One co-owner of an item (the primary owner is rm_items.owner_id); `position`: the order chosen. */
export interface RmItemOwnersTable {
  item_id: string;
  user_id: string;
  company_id: string;
  position: number;
}

declare module "./schema" {
  interface DB {
    rm_item_owners: RmItemOwnersTable;
  }
}
