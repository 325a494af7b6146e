// The kit form (/kits/cadastro/:kitId, /kits/editar/:kitId): one intent table (ADR 007). The form
// posts the spec's field names (supplier, kitPrice, kitVoltage, kitFixation, modules[i].manufacturer,
// modules[i].power, inverters[i].iPower, items[i].manufacter...). Lines whose fields are all empty are
// the spare rows the page always shows: they are dropped before the kit is checked. "Adicionar linha"
// is an intent of its own: it re-renders the form with one more row of that kind, keeping what was typed.
import { z } from "zod";
import type { KitFields, KitFixation, KitSupplier, KitVoltage, InverterType } from "../../domain/kit/fields";

const text = z.string().max(300).optional().default("");

export const moduleLineSchema = z.object({
  moduleId: text,
  manufacturer: text,
  model: text,
  power: text,
  quantity: text,
});
export const inverterLineSchema = z.object({
  inverterId: text,
  iManufacturer: text,
  iModel: text,
  iPower: text,
  type: text,
  quantity: text,
});
export const itemLineSchema = z.object({ item: text, quantity: text, manufacter: text, detail: text });

const kitBody = {
  supplier: text,
  code: text,
  name: text,
  kitPrice: text,
  kitVoltage: text,
  kitFixation: text,
  available: z.string().optional(),
  modules: z.array(moduleLineSchema).max(60).optional().default([]),
  inverters: z.array(inverterLineSchema).max(60).optional().default([]),
  items: z.array(itemLineSchema).max(60).optional().default([]),
};

export const KIT_LINE_KINDS = ["modules", "inverters", "items"] as const;
export type KitLineKind = (typeof KIT_LINE_KINDS)[number];

/** The "Adicionar linha" button of each kind of line. */
export const ADD_LINE_INTENTS = { modules: "add-module-line", inverters: "add-inverter-line", items: "add-item-line" } as const;

export const kitFormTable = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-kit"), ...kitBody }),
  z.object({ intent: z.literal(ADD_LINE_INTENTS.modules), ...kitBody }),
  z.object({ intent: z.literal(ADD_LINE_INTENTS.inverters), ...kitBody }),
  z.object({ intent: z.literal(ADD_LINE_INTENTS.items), ...kitBody }),
  z.object({ intent: z.literal("delete-kit") }),
]);
export type KitFormValue = Extract<z.infer<typeof kitFormTable>, { intent: "save-kit" }>;

/** A number as a company types it: "550", "21,3", "1.234,56", "R$ 13.750,00". "" → NaN (the decider then says what is missing). */
export function parseTypedNumber(input: string | undefined): number {
  let t = String(input ?? "")
    .replace(/R\$/i, "")
    .replace(/[\u00a0\u202f\s]/g, "");
  if (t === "") return NaN;
  if (t.includes(",")) t = t.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, "");
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

const blank = (o: Record<string, string | undefined>, except: string[] = []) =>
  Object.entries(o).every(([k, v]) => except.includes(k) || !String(v ?? "").trim());

/**
 * The kit the form describes (typed strings → numbers), with each kept line's index on the form so a
 * domain error on `modules[1].power` can be shown on the row the user typed.
 */
export function kitFieldsFromForm(v: KitFormValue): { fields: KitFields; rows: Record<KitLineKind, number[]> } {
  const rows: Record<KitLineKind, number[]> = { modules: [], inverters: [], items: [] };
  const keep = <T extends Record<string, string | undefined>>(kind: KitLineKind, lines: T[], except: string[] = []) =>
    lines.filter((l, i) => {
      if (blank(l, except)) return false;
      rows[kind].push(i);
      return true;
    });
  const fields: KitFields = {
    supplier: v.supplier as KitSupplier,
    code: v.code,
    name: v.name,
    modules: keep("modules", v.modules, ["moduleId"]).map((m) => ({
      ...(m.moduleId ? { moduleId: m.moduleId } : {}),
      manufacturer: m.manufacturer,
      model: m.model,
      power: parseTypedNumber(m.power),
      quantity: parseTypedNumber(m.quantity),
    })),
    inverters: keep("inverters", v.inverters, ["inverterId", "type"]).map((m) => ({
      ...(m.inverterId ? { inverterId: m.inverterId } : {}),
      iManufacturer: m.iManufacturer,
      iModel: m.iModel,
      iPower: parseTypedNumber(m.iPower),
      type: (m.type || "String") as InverterType,
      quantity: parseTypedNumber(m.quantity),
    })),
    items: keep("items", v.items).map((m) => ({
      item: m.item,
      quantity: parseTypedNumber(m.quantity),
      manufacter: m.manufacter,
      detail: m.detail,
    })),
    kitPrice: parseTypedNumber(v.kitPrice),
    kitVoltage: v.kitVoltage as KitVoltage,
    kitFixation: v.kitFixation as KitFixation,
    available: v.available === "on" || v.available === "true",
  };
  return { fields, rows };
}

/** A domain error's field (`modules[1].power`, index among the kept lines) → the form's row (`modules[3].power`). */
export function formFieldOf(field: string | undefined, rows: Record<KitLineKind, number[]>): string | undefined {
  if (!field) return field;
  const m = /^(modules|inverters|items)\[(\d+)\](.*)$/.exec(field);
  if (!m) return field;
  const row = rows[m[1] as KitLineKind][Number(m[2])];
  return row === undefined ? m[1] : `${m[1]}[${row}]${m[3]}`;
}
