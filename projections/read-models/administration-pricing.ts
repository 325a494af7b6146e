// The pricing settings keys of rm_company_settings (autoPricingType, autoPricingCalc, autoPricing,
// autoPricingDetailed: part 3 §3's names, the engine's PricingSettings shape). Each event is folded
// onto the stored keys with the aggregate's own evolve, so the read model is exactly the state the
// decider checked, and a rebuild from the log gives the same document.
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { evolvePricingSettings, initialPricingSettings, type PricingSettingsEvent, type PricingSettingsState } from "../../domain/pricing-settings";
import type { RecordedEvent } from "../../eventstore/types";
import { jsonb } from "../bulk-sql";
import type { TypedHandlers } from "../types";

const PRICING_KEYS = ["autoPricingType", "autoPricingCalc", "autoPricing", "autoPricingDetailed"] as const;

/** The pricing keys of a settings document (a key never saved takes the aggregate's initial value). */
export function pricingSettingsOf(document: unknown): PricingSettingsState {
  const doc = (typeof document === "string" ? JSON.parse(document) : (document ?? {})) as Partial<PricingSettingsState>;
  const out = initialPricingSettings();
  return {
    autoPricingType: doc.autoPricingType ?? out.autoPricingType,
    autoPricingCalc: doc.autoPricingCalc ?? out.autoPricingCalc,
    autoPricing: doc.autoPricing ?? out.autoPricing,
    autoPricingDetailed: {
      pricingComponents: doc.autoPricingDetailed?.pricingComponents ?? [],
      restrictions: doc.autoPricingDetailed?.restrictions ?? [],
    },
  };
}

async function foldPricing(trx: Transaction<DB>, e: RecordedEvent) {
  const companyId = e.metadata.companyId;
  const row = await trx.selectFrom("rm_company_settings").select("settings").where("company_id", "=", companyId).executeTakeFirst();
  const next = evolvePricingSettings(pricingSettingsOf(row?.settings), { type: e.type, data: e.data } as PricingSettingsEvent);
  const patch = jsonb(Object.fromEntries(PRICING_KEYS.map((k) => [k, next[k]])));
  await sql`
    insert into rm_company_settings (company_id, settings) values (${companyId}, ${patch})
    on conflict (company_id) do update set settings = rm_company_settings.settings || excluded.settings`.execute(trx);
}

const EVENT_TYPES: PricingSettingsEvent["type"][] = [
  "AutoPricingTypeSet",
  "AutoPricingBandsSet",
  "PricingComponentCreated",
  "PricingComponentRenamed",
  "PricingComponentEdited",
  "PricingComponentCloned",
  "PricingComponentDeleted",
  "RestrictionCreated",
  "RestrictionEdited",
  "RestrictionDeleted",
];

export const pricingSettingsHandlers: TypedHandlers<PricingSettingsEvent> = Object.fromEntries(EVENT_TYPES.map((t) => [t, foldPricing]));
