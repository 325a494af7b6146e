// Table types of migration 1030 (active customers per company and owner set, issue 19), merged into DB.

/** Active (not archived) customers of a company whose owners are exactly `owner_ids` (sorted). */
export interface RmCustomerCountsTable {
  company_id: string;
  owner_ids: string[];
  active: number;
}

declare module "./schema" {
  interface DB {
    rm_customer_counts: RmCustomerCountsTable;
  }
}
