// The four kinds of catalogue file (issue 15): their columns (the spec's field name or the friendly
// Portuguese header), how a line becomes the catalogue's fields (with the catalogue's own rules, in
// pt-BR), and how a valid line is sent: one command per line on the stream named by the row's
// natural key (moduleIdFor, inverterIdFor, equipmentIdFor, kitIdFor), Register first and, when the
// row exists with other fields, Edit; a row that exists with the same fields gives no event.
import type { ColumnSpec } from "../../../domain/catalogue-import/columns";
import type { ImportKind } from "../../../domain/catalogue-import";
import { CATALOGUE_MSG, parseDecimal, type Errors } from "../../../domain/catalogue/shared";
import { MODULE_FIELDS, MODULE_LABELS, moduleDecider, moduleErrors, moduleStreamId, normalizeModule, type ModuleField } from "../../../domain/module";
import {
  INVERTER_FIELDS,
  INVERTER_LABELS,
  inverterDecider,
  inverterErrors,
  inverterStreamId,
  normalizeInverter,
  type InverterField,
} from "../../../domain/inverter";
import {
  EQUIPMENT_FIELDS,
  EQUIPMENT_LABELS,
  equipmentDecider,
  equipmentErrors,
  equipmentStreamId,
  normalizeEquipment,
  type EquipmentField,
} from "../../../domain/equipment";
import { checkKitFields, KIT_FIXATIONS, kitDecider, kitStreamId, type KitFields } from "../../../domain/kit";
import { DomainError, type Decider, type DomainEvent } from "../../../domain/shared/decider";
import { normalizeSearch } from "../../../domain/shared";
import type { BulkCommand } from "../../../eventstore/bulk-command-handler";
import { equipmentIdFor, inverterIdFor, moduleIdFor } from "../../../eventstore/catalogue-ids";
import { kitIdFor } from "../../../eventstore/kit-ids";
import { derivedId } from "../commands.server";

export interface ImportActor {
  id: string;
  companyId: string;
}

/** What a valid line sends: alternative 0 registers the row, alternative 1 edits it. */
export type LinePlan = BulkCommand<unknown, unknown, DomainEvent>;

export interface KindSpec<K extends string = string, F = unknown> {
  kind: ImportKind;
  /** The page's title and the list's label. */
  label: string;
  /** The upload route. */
  path: string;
  columns: ColumnSpec<K>[];
  /** A line's values → the catalogue's fields, or the line's messages ("Coluna: mensagem."). */
  check(values: Partial<Record<K, string>>): { fields: F; errors: string[] };
  /** What the preview shows of a valid line. */
  summary(fields: F): string;
  /** The command of a valid line; `seed` derives its command ids (a re-sent line is not applied twice). */
  plan(actor: ImportActor, fields: F, seed: string): LinePlan;
}

function messages<F extends string>(errors: Errors<F>, labels: Record<F, string>): string[] {
  return (Object.keys(errors) as F[]).filter((k) => errors[k]).map((k) => `${labels[k]}: ${errors[k]}`);
}

/**
 * A line's command on the stream of its natural key: Register, and when the row is already
 * registered ("conflict"), Edit; a row registered with the same fields gives no event. The type
 * parameters are erased here, once: one import sends one kind, and the bulk handler only passes
 * each command to its own decider.
 */
function registerOrEdit<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, register: C, edit: C, seed: string): LinePlan {
  const plan: BulkCommand<S, C, E> = {
    streamId,
    decider,
    alternatives: [
      { command: register, commandId: derivedId(seed, "register") },
      { command: edit, commandId: derivedId(seed, "edit") },
    ],
  };
  return plan as unknown as LinePlan;
}

const spec = <K extends string>(keys: readonly K[], labels: Record<K, string>, required: K[], aliases: Partial<Record<K, string[]>> = {}) =>
  keys.map((key) => ({ key, header: labels[key], required: required.includes(key), aliases: aliases[key] ?? [] }));

const num = (n: number | null) => (n === null ? "—" : String(n).replace(".", ","));

export const MODULE_KIND: KindSpec<ModuleField, ReturnType<typeof normalizeModule>> = {
  kind: "modules",
  label: "Módulos",
  path: "/modulos/upload",
  columns: spec(MODULE_FIELDS, MODULE_LABELS, ["manufacturer", "model", "power"], {
    power: ["Potência", "Potencia (W)", "Potência (W)"],
    mLength: ["Comprimento"],
    width: ["Largura"],
    weight: ["Peso"],
    efficiency: ["Eficiência"],
    cellTechnology: ["Tecnologia"],
  }),
  check(values) {
    const fields = normalizeModule(values);
    return { fields, errors: messages(moduleErrors(fields), MODULE_LABELS) };
  },
  summary: (f) => `${f.manufacturer} ${f.model} — ${num(f.power)} Wp`,
  plan(actor, fields, seed) {
    const moduleId = moduleIdFor(actor.companyId, fields.manufacturer, fields.model);
    return registerOrEdit(
      moduleStreamId(moduleId),
      moduleDecider,
      { type: "RegisterModule", moduleId, fields },
      { type: "EditModule", moduleId, fields },
      seed,
    );
  },
};

export const INVERTER_KIND: KindSpec<InverterField, ReturnType<typeof normalizeInverter>> = {
  kind: "inverters",
  label: "Inversores",
  path: "/inversores/upload",
  columns: spec(INVERTER_FIELDS, INVERTER_LABELS, ["iManufacturer", "iModel", "iPower"], {
    iPower: ["Potência", "Potência (kW)"],
    iWarranty: ["Garantia"],
    voltage: ["Tensão"],
  }),
  check(values) {
    const fields = normalizeInverter(values);
    return { fields, errors: messages(inverterErrors(fields), INVERTER_LABELS) };
  },
  summary: (f) => `${f.iManufacturer} ${f.iModel} — ${num(f.iPower)} W, ${f.type}`,
  plan(actor, fields, seed) {
    const inverterId = inverterIdFor(actor.companyId, fields.iManufacturer, fields.iModel);
    return registerOrEdit(
      inverterStreamId(inverterId),
      inverterDecider,
      { type: "RegisterInverter", inverterId, fields },
      { type: "EditInverter", inverterId, fields },
      seed,
    );
  },
};

export const EQUIPMENT_KIND: KindSpec<EquipmentField, ReturnType<typeof normalizeEquipment>> = {
  kind: "equipment",
  label: "Equipamentos",
  path: "/equipamentos/upload",
  columns: spec(EQUIPMENT_FIELDS, EQUIPMENT_LABELS, ["category", "name"], { price: ["Preço", "Valor"] }),
  check(values) {
    const fields = normalizeEquipment(values);
    return { fields, errors: messages(equipmentErrors(fields), EQUIPMENT_LABELS) };
  },
  summary: (f) => `${f.category}: ${f.name} — R$ ${f.price.replace(".", ",")}`,
  plan(actor, fields, seed) {
    const equipmentId = equipmentIdFor(actor.companyId, fields.category, fields.name);
    return registerOrEdit(
      equipmentStreamId(equipmentId),
      equipmentDecider,
      { type: "RegisterEquipment", equipmentId, fields },
      { type: "EditEquipment", equipmentId, fields },
      seed,
    );
  },
};

// Kits: one line is one kit with one module line and at most one inverter line (a distributor's
// price list reads this way); additional items are added on the kit's page.
export const KIT_COLUMN_KEYS = [
  "supplier",
  "code",
  "name",
  "manufacturer",
  "model",
  "power",
  "quantity",
  "iManufacturer",
  "iModel",
  "iPower",
  "type",
  "iQuantity",
  "kitPrice",
  "kitVoltage",
  "kitFixation",
  "available",
] as const;
export type KitColumn = (typeof KIT_COLUMN_KEYS)[number];
export const KIT_LABELS: Record<KitColumn, string> = {
  supplier: "Fornecedor",
  code: "Código",
  name: "Nome do kit",
  manufacturer: "Fabricante do módulo",
  model: "Modelo do módulo",
  power: "Potência do módulo (Wp)",
  quantity: "Quantidade de módulos",
  iManufacturer: "Fabricante do inversor",
  iModel: "Modelo do inversor",
  iPower: "Potência do inversor (W)",
  type: "Tipo de inversor",
  iQuantity: "Quantidade de inversores",
  kitPrice: "Preço do kit (R$)",
  kitVoltage: "Tensão",
  kitFixation: "Tipo de instalação",
  available: "Disponível",
};
/** The form's field names that a kit DomainError names, → the file's column. */
function kitFieldLabel(field: string | undefined): string {
  if (!field) return "Kit";
  if (field.startsWith("modules")) return KIT_LABELS[(field.split(".")[1] as KitColumn) ?? "manufacturer"] ?? "Módulo";
  if (field.startsWith("inverters")) {
    const f = field.split(".")[1];
    return f === "quantity" ? KIT_LABELS.iQuantity : (KIT_LABELS[f as KitColumn] ?? "Inversor");
  }
  return KIT_LABELS[field as KitColumn] ?? field;
}

const money = (v: string | undefined) => parseDecimal(String(v ?? "").replace(/R\$/gi, "")) ?? NaN;
const NO = new Set(["nao", "n", "false", "0", "indisponivel", "no"]);

export const KIT_KIND: KindSpec<KitColumn, KitFields | null> = {
  kind: "kits",
  label: "Kits",
  path: "/upload-de-kits",
  columns: spec(
    KIT_COLUMN_KEYS,
    KIT_LABELS,
    ["supplier", "name", "manufacturer", "model", "power", "quantity", "kitPrice", "kitVoltage", "kitFixation"],
    {
      supplier: ["Distribuidor"],
      code: ["Código do kit"],
      name: ["Kit", "Nome"],
      kitPrice: ["Preço", "Preço (R$)"],
      kitFixation: ["Fixação", "Estrutura"],
      kitVoltage: ["Tensão (V)"],
    },
  ),
  check(v) {
    const fixation = KIT_FIXATIONS.find((f) => normalizeSearch(f) === normalizeSearch(v.kitFixation ?? "").trim()) ?? v.kitFixation ?? "";
    const raw = {
      supplier: (v.supplier ?? "").trim().toUpperCase(),
      code: v.code ?? "",
      name: v.name ?? "",
      modules: [
        { manufacturer: v.manufacturer ?? "", model: v.model ?? "", power: parseDecimal(v.power) ?? NaN, quantity: parseDecimal(v.quantity) ?? NaN },
      ],
      inverters:
        (v.iManufacturer ?? "") || (v.iModel ?? "")
          ? [
              {
                iManufacturer: v.iManufacturer ?? "",
                iModel: v.iModel ?? "",
                iPower: parseDecimal(v.iPower) ?? NaN,
                type: (normalizeSearch(v.type ?? "").trim() === "micro" ? "Micro" : "String") as "String" | "Micro",
                quantity: parseDecimal(v.iQuantity) ?? 1,
              },
            ]
          : [],
      items: [],
      kitPrice: money(v.kitPrice),
      kitVoltage: String(v.kitVoltage ?? "")
        .replace(/\s*v$/i, "")
        .trim(),
      kitFixation: fixation,
      available: !NO.has(normalizeSearch(v.available ?? "").trim()),
    } as KitFields;
    try {
      return { fields: checkKitFields(raw), errors: [] };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return { fields: null, errors: [`${kitFieldLabel(e.field)}: ${e.message}`] };
    }
  },
  summary: (f) => (f ? `${f.supplier} — ${f.name} — R$ ${f.kitPrice.toFixed(2).replace(".", ",")}` : ""),
  plan(actor, fields, seed) {
    if (!fields) throw new DomainError(CATALOGUE_MSG.required);
    const kitId = kitIdFor(actor.companyId, actor.id, fields.supplier, fields.code || fields.name);
    return registerOrEdit(
      kitStreamId(kitId),
      kitDecider,
      { type: "RegisterKit", kitId, ownerId: actor.id, fields },
      { type: "EditKit", fields },
      seed,
    );
  },
};

export const KINDS = { modules: MODULE_KIND, inverters: INVERTER_KIND, equipment: EQUIPMENT_KIND, kits: KIT_KIND } as const;
