// "Montar kit" on the kit step (/proposta/gerar-proposta/escolha-kit/:pid): the intent table (ADR 007)
// and the pure steps between what the form posts and the AssembleKit command. Field names are the
// spec's: pvModuleData[0].moduleId / .quantity, inverterData[i].inverterId / .iQuantity,
// additionalItems[i].equipmentId / .quantity, kitData.kitPrice / kitSupplier / kitVoltage /
// kitFixation, name. Without JS, "Adicionar inversor" and "Adicionar equipamento" post the form back
// with one more row, what was typed kept. Shared with the browser: no server imports.
import { z } from "zod";
import { OWN_SUPPLIER } from "../../domain/kit/fields";
import { KIT_ASSEMBLY_LIMITS, parseQuantity, type ProposalKit } from "../../domain/proposal";
import { parseMoneyBRCents } from "../../domain/shared/money";

const text = z.string().max(200).optional().default("");
// conform leaves out a row whose inputs were all empty: such a hole is a blank row.
const row = <K extends string, Q extends string>(id: K, quantity: Q) =>
  z
    .record(z.string(), z.string().max(200).optional())
    .optional()
    .transform((r) => ({ [id]: r?.[id] ?? "", [quantity]: r?.[quantity] ?? "" }) as Record<K | Q, string>);

const body = {
  name: text,
  pvModuleData: z.array(row("moduleId", "quantity")).max(40).optional().default([]),
  inverterData: z.array(row("inverterId", "iQuantity")).max(40).optional().default([]),
  additionalItems: z.array(row("equipmentId", "quantity")).max(40).optional().default([]),
  kitData: z
    .object({ kitPrice: text, kitSupplier: text, kitVoltage: text, kitFixation: text })
    .optional()
    .default({ kitPrice: "", kitSupplier: "", kitVoltage: "", kitFixation: "" }),
};

/** "Montar kit e continuar" sends AssembleKit; the two "Adicionar" buttons answer the same form with one more row. */
export const kitAssemblyFormTable = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("assemble-kit"), ...body }),
  z.object({ intent: z.literal("add-inverter"), ...body }),
  z.object({ intent: z.literal("add-equipment"), ...body }),
]);

export type KitAssemblyIntent = z.infer<typeof kitAssemblyFormTable>["intent"];

export interface KitAssemblyFormValues {
  name: string;
  pvModuleData: { moduleId: string; quantity: string }[];
  inverterData: { inverterId: string; iQuantity: string }[];
  additionalItems: { equipmentId: string; quantity: string }[];
  kitData: { kitPrice: string; kitSupplier: string; kitVoltage: string; kitFixation: string };
}

export const emptyInverterRow = () => ({ inverterId: "", iQuantity: "" });
export const emptyEquipmentRow = () => ({ equipmentId: "", quantity: "" });

/** A new assembly: the company's own kit, 220 V, on a roof. */
export function emptyKitAssembly(): KitAssemblyFormValues {
  return {
    name: "",
    pvModuleData: [{ moduleId: "", quantity: "" }],
    inverterData: [emptyInverterRow()],
    additionalItems: [emptyEquipmentRow()],
    kitData: { kitPrice: "", kitSupplier: OWN_SUPPLIER, kitVoltage: "220", kitFixation: "Telhado" },
  };
}

const centavosText = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The form again over a kit saved by "Montar kit" (kitId null, lines from the catalogue); a catalogue kit gives an empty form. */
export function kitAssemblyValuesOf(kit: ProposalKit | null): KitAssemblyFormValues {
  const m = kit?.pvModuleData[0];
  if (!kit || kit.kitId !== null || !m?.moduleId) return emptyKitAssembly();
  return {
    name: kit.name,
    pvModuleData: [{ moduleId: m.moduleId, quantity: String(m.quantity) }],
    inverterData: kit.inverterData.map((v) => ({ inverterId: v.inverterId ?? "", iQuantity: String(v.iQuantity) })),
    additionalItems: kit.additionalItems.map((it) => ({ equipmentId: it.equipmentId ?? "", quantity: String(it.quantity) })),
    kitData: {
      kitPrice: centavosText.format(kit.kitData.kitPrice / 100),
      kitSupplier: kit.kitData.kitSupplier,
      kitVoltage: kit.kitData.kitVoltage,
      kitFixation: kit.kitData.kitFixation,
    },
  };
}

const blank = (s: string) => s.trim() === "";

/**
 * The parsed form without its intent, the rows where nothing was picked nor typed dropped (the
 * spare ones the user added), so the indexes of the errors are those of the rows shown.
 */
export function kitAssemblyValues(v: z.infer<typeof kitAssemblyFormTable>): KitAssemblyFormValues {
  const { intent: _intent, ...rest } = v;
  return {
    ...rest,
    pvModuleData: [rest.pvModuleData[0] ?? { moduleId: "", quantity: "" }],
    inverterData: rest.inverterData.filter((r) => !(blank(r.inverterId) && blank(r.iQuantity))),
    additionalItems: rest.additionalItems.filter((r) => !(blank(r.equipmentId) && blank(r.quantity))),
  };
}

/** One more inverter or equipment row, up to the limit. */
export function withRow(values: KitAssemblyFormValues, intent: "add-inverter" | "add-equipment"): KitAssemblyFormValues {
  if (intent === "add-inverter")
    return values.inverterData.length < KIT_ASSEMBLY_LIMITS.inverterLines
      ? { ...values, inverterData: [...values.inverterData, emptyInverterRow()] }
      : values;
  return values.additionalItems.length < KIT_ASSEMBLY_LIMITS.equipmentLines
    ? { ...values, additionalItems: [...values.additionalItems, emptyEquipmentRow()] }
    : values;
}

/** The rows the page shows: at least one inverter row and one equipment row to pick in. */
export function shownKitAssembly(values: KitAssemblyFormValues): KitAssemblyFormValues {
  return {
    ...values,
    inverterData: values.inverterData.length ? values.inverterData : [emptyInverterRow()],
    additionalItems: values.additionalItems.length ? values.additionalItems : [emptyEquipmentRow()],
  };
}

/** A typed quantity for the domain: null when empty, NaN when not a number ("dez", "1,5" stays 1.5: the decider says whole). */
export function typedQuantity(s: string): number | null {
  const p = parseQuantity(s);
  return p.ok ? p.value : p.empty ? null : NaN;
}

/** A typed R$ amount in centavos: null when empty, NaN when not an amount. */
export function typedCentavos(s: string): number | null {
  if (blank(s)) return null;
  return parseMoneyBRCents(s) ?? NaN;
}

/** The errored field names in the order the page shows them. */
export function kitAssemblyFields(errors: Record<string, readonly string[] | null | undefined>): string[] {
  const rank = (k: string): [number, number] => {
    const m = /^(pvModuleData|inverterData|additionalItems)\[(\d+)\]\.(\w+)$/.exec(k);
    const group = [
      "pvModuleData",
      "inverterData",
      "additionalItems",
      "kitData.kitPrice",
      "kitData.kitSupplier",
      "kitData.kitVoltage",
      "kitData.kitFixation",
      "name",
    ];
    if (!m) return [group.indexOf(k) < 0 ? group.length : group.indexOf(k), 0];
    return [group.indexOf(m[1]), Number(m[2]) * 2 + (/Id$/.test(m[3]) ? 0 : 1)];
  };
  const keys = Object.keys(errors).filter((k) => errors[k]?.length);
  return keys.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1];
  });
}

/** The messages of the errors in the order their fields appear, each once. */
export function kitAssemblyMessages(errors: Record<string, readonly string[] | null | undefined>): string[] {
  return [...new Set(kitAssemblyFields(errors).map((k) => errors[k]![0]))];
}

const KIT_ASSEMBLY_LABELS: Record<string, string> = {
  "kitData.kitPrice": "Preço do kit (custo, R$)",
  "kitData.kitSupplier": "Fornecedor",
  "kitData.kitVoltage": "Tensão (V)",
  "kitData.kitFixation": "Tipo de instalação",
  name: "Nome do kit",
};

/** How the error summary names a kit-assembly field: its label on the page ("Inversor 2", "Quantidade do equipamento 1"). */
export function kitAssemblyFieldLabel(name: string): string {
  const m = /^(pvModuleData|inverterData|additionalItems)\[(\d+)\]\.(\w+)$/.exec(name);
  if (!m) return KIT_ASSEMBLY_LABELS[name] ?? name;
  const n = Number(m[2]) + 1;
  const quantity = !/Id$/.test(m[3]);
  if (m[1] === "pvModuleData") return quantity ? "Quantidade de módulos" : "Módulo";
  if (m[1] === "inverterData") return quantity ? `Quantidade do inversor ${n}` : `Inversor ${n}`;
  return quantity ? `Quantidade do equipamento ${n}` : `Equipamento ${n}`;
}
