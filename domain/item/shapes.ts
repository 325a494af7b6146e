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

/** The inverter types of spec part 2 §3 ("String" is the default, "Micro" exists). */
export const INVERTER_TYPES = ["String", "Micro"] as const;
export type InverterType = (typeof INVERTER_TYPES)[number];
export const isInverterType = (v: unknown): v is InverterType => (INVERTER_TYPES as readonly unknown[]).includes(v);

/**
 * The sale fields of spec part 2 §3 that came after the first items (issue 20), named as the spec
 * names them ("roofHight" included). Events logged before them lack these keys: readers take a
 * missing key as null (ItemCreated declares them optional, see events.ts).
 */
export interface SaleFields {
  /** Number of modules, an integer ≥ 0. */
  modsQtd: number | null;
  /** Number of inverters, an integer ≥ 0. */
  invQtd: number | null;
  /** km as a decimal string with a dot ("12.5"). */
  distance: string | null;
  /** Roof height in metres as a decimal string with a dot ("4.2"). */
  roofHight: string | null;
  inverterType: InverterType | null;
  /** Prazo, YYYY-MM-DD (may be in the future: shown red when past, blue otherwise). */
  dueDate: string | null;
  /** Data de entrega, YYYY-MM-DD: an ENTERPRISE field (spec part 2 §2, §6); the app offers it only there. */
  deliveryDate: string | null;
}

export const SALE_FIELDS: readonly (keyof SaleFields)[] = ["modsQtd", "invQtd", "distance", "roofHight", "inverterType", "dueDate", "deliveryDate"];

/** The editable details an item had from the start (every ItemCreated carries them). */
export interface CoreDetails {
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

/** The editable details of an item (the register/edit form). */
export type ItemDetails = CoreDetails & SaleFields;

export type ItemDetailField = keyof ItemDetails;
export const ITEM_DETAIL_FIELDS: readonly ItemDetailField[] = [
  "name",
  "amount",
  "customer",
  "leadTemperature",
  "validityDate",
  "power",
  "ucType",
  ...SALE_FIELDS,
];

export type ItemDetailChanges = { [K in ItemDetailField]?: { from: ItemDetails[K]; to: ItemDetails[K] } };
