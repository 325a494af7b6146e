// The item's data shapes that commands, events and state share: column and customer references,
// reject reasons, and the editable details of the register/edit form.
import type { LeadTemperature, UcType } from "../shared";

export interface ColumnRef {
  id: string;
  title: string;
}

export interface CustomerRef {
  id: string;
  name: string;
}

/** A reject reason on a PROJECT item (spec part 2 §3), in the order they were added. */
export interface RejectReason {
  reasonId: string;
  reason: string;
  /** ISO-8601 instant (ctx.now of the command that added it). */
  registryDate: string;
}

/** The editable details of an item (the register/edit form). */
export interface ItemDetails {
  name: string;
  /** Canonical decimal string, two decimals: "1234.56". */
  amount: string;
  customer: CustomerRef | null;
  leadTemperature: LeadTemperature;
  /** YYYY-MM-DD. */
  validityDate: string | null;
  /** kWp as a decimal string with a dot ("8.8"). */
  power: string | null;
  ucType: UcType | null;
}

export type ItemDetailField = keyof ItemDetails;
export const ITEM_DETAIL_FIELDS: readonly ItemDetailField[] = ["name", "amount", "customer", "leadTemperature", "validityDate", "power", "ucType"];

export type ItemDetailChanges = { [K in ItemDetailField]?: { from: ItemDetails[K]; to: ItemDetails[K] } };
