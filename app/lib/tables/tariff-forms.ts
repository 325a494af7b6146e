// The tariff form (register and edit): the browser validates with it too. Numbers accept a decimal
// comma; dates are dd/mm/aaaa. The server turns the strings into TariffFields (toTariffFields) and
// the domain checks the rules that need two fields (end after start).
import { z } from "zod";
import { TARIFF_MSG, type TariffFields } from "../../../domain/tariff";
import { dayBr, parseDay, parseDecimal } from "../../../domain/tables/values";

const text = (max = 80) => z.string().trim().max(max, TARIFF_MSG.tooLong).optional().default("");
const number = (message: string, max?: number) =>
  z
    .string({ error: message })
    .trim()
    .refine((s) => {
      const n = parseDecimal(s);
      return n !== null && n >= 0 && (max === undefined || n <= max);
    }, message);
const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((s) => parseDay(s) !== null, message);

export const tariffFields = {
  distributor: z.string({ error: TARIFF_MSG.distributor }).trim().min(1, TARIFF_MSG.distributor).max(80, TARIFF_MSG.tooLong),
  subgroup: text(),
  modality: text(),
  tariffClass: text(),
  post: text(),
  te: number(TARIFF_MSG.te),
  tusd: number(TARIFF_MSG.tusd),
  fioBShare: number(TARIFF_MSG.fioB, 100),
  validFrom: day(TARIFF_MSG.validFrom),
  validTo: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((s) => s === "" || parseDay(s) !== null, TARIFF_MSG.validTo),
};
export const tariffSchema = z.object(tariffFields);
export type TariffForm = z.infer<typeof tariffSchema>;

export const editTariffIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("edit"), ...tariffFields }),
  z.object({ intent: z.literal("delete") }),
]);

export function toTariffFields(f: TariffForm, reh = ""): TariffFields {
  return {
    distributor: f.distributor,
    subgroup: f.subgroup,
    modality: f.modality,
    tariffClass: f.tariffClass,
    post: f.post,
    te: parseDecimal(f.te) ?? NaN,
    tusd: parseDecimal(f.tusd) ?? NaN,
    fioBShare: parseDecimal(f.fioBShare) ?? NaN,
    validFrom: parseDay(f.validFrom) ?? "",
    validTo: f.validTo ? parseDay(f.validTo) : null,
    reh,
  };
}

const br = (n: number, digits: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: digits, useGrouping: false });

/** A stored tariff as the form's default values (decimal comma, dd/mm/aaaa). */
export function tariffDefaults(t: Omit<TariffFields, "reh">): Record<string, string> {
  return {
    distributor: t.distributor,
    subgroup: t.subgroup,
    modality: t.modality,
    tariffClass: t.tariffClass,
    post: t.post,
    te: br(t.te, 6),
    tusd: br(t.tusd, 6),
    fioBShare: br(t.fioBShare, 2),
    validFrom: dayBr(t.validFrom),
    validTo: dayBr(t.validTo),
  };
}

export const SUBGROUPS = ["B1", "B2", "B3", "B4", "A4", "A3a", "A3", "A2", "A1", "AS"];
export const MODALITIES = ["Convencional", "Branca", "Verde", "Azul"];
