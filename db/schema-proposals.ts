// Table types of the proposals read model (migration 0760), added to the DB interface of schema.ts
// by module augmentation like schema-kits.ts.
import type { ColumnType, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The event's consumption data as stored (domain/proposal Consumption; db/ does not import the domain). */
export interface ProposalConsumptionJson {
  tariffModality: string;
  powerDistCompany: string;
  tariffId: string | null;
  location: { uf: string; city: string; ibge: string };
  energyBillData: Record<string, unknown>[];
}

export interface RmProposalsTable {
  id: string;
  company_id: string;
  /** Company-wide, from 1, in log order (shown as #00042). */
  count: number;
  front_id: string;
  customer_id: string;
  /** The customer's name when the proposal was started. */
  customer_name: string;
  owner_id: string;
  item_id: string | null;
  finished: boolean;
  tariff_modality: string;
  power_dist_company: string;
  /** How many consumer units. */
  units: number;
  consumption: JSONColumnType<ProposalConsumptionJson, string, string>;
  /** kWh/month, peak included. */
  average_monthly_consumption: number;
  average_monthly_consumption_peak: number;
  /** Migration 0780 (pricing step): the final price in centavos (bigint, read as a string), the mode, the viability's payback, when priced; null until priced. */
  final_price: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  pricing_mode: ColumnType<string | null, string | null | undefined, string | null>;
  payback_months: ColumnType<number | null, number | null | undefined, number | null>;
  priced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0770: the chosen kit (null until chosen); price in centavos; `kit` is the whole snapshot (domain ProposalKit). */
  kit_name: string | null;
  kit_supplier: string | null;
  /** bigint: a price past R$ 21 million in centavos does not fit an integer. Written as a number, read back as text. */
  kit_price: number | string | null;
  kit: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** The generation step (null until saved, and again after a new kit): kWp, kWh a year, the whole step (domain ProposalGeneration). */
  power_kwp: number | null;
  yearly_generation_kwh: number | null;
  generation: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
}

declare module "./schema" {
  interface DB {
    rm_proposals: RmProposalsTable;
  }
}
