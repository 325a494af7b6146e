// The three catalogue screens (modules, inverters, equipment) described once: paths, titles, the
// form's fields (named as the spec's fields) and the list's columns. Pure and client-safe: the
// pages render from it and the browser validates with catalogueFormSchema.
import { z } from "zod";
import { MODULE_FIELDS, MODULE_LABELS } from "../../domain/module/fields";
import { INVERTER_FIELDS, INVERTER_LABELS, INVERTER_MONITORING, INVERTER_TYPES } from "../../domain/inverter/fields";
import { EQUIPMENT_CATEGORIES, EQUIPMENT_FIELDS, EQUIPMENT_LABELS, INSTALLATION_TYPES } from "../../domain/equipment/fields";
import { CATALOGUE_MSG } from "../../domain/catalogue/shared";

export type CatalogueKind = "module" | "inverter" | "equipment";

export interface FieldSpec {
  name: string;
  label: string;
  required?: boolean;
  /** A select of these options (the first is the default when the field is not required). */
  options?: readonly (string | readonly [string, string])[];
  /** Numbers are typed as text ("21,5"); inputMode decimal opens the numeric keyboard. */
  numeric?: boolean;
  hint?: string;
}

export interface KindSpec {
  kind: CatalogueKind;
  base: "/modulos" | "/inversores" | "/equipamentos";
  /** Route parameter of the edit page (spec: :mid, :iid, :eid). */
  param: "mid" | "iid" | "eid";
  plural: string;
  singular: string;
  /** "o módulo", "o inversor", "o item" (for messages). */
  article: string;
  newLabel: string;
  fields: FieldSpec[];
  /** The list's columns: the field and its header. */
  columns: { name: string; label: string }[];
  searchHint: string;
}

const num = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, numeric: true, ...extra });

export const KINDS: Record<CatalogueKind, KindSpec> = {
  module: {
    kind: "module",
    base: "/modulos",
    param: "mid",
    plural: "Módulos",
    singular: "Módulo",
    article: "o módulo",
    newLabel: "Cadastrar módulo",
    fields: [
      { name: "manufacturer", label: MODULE_LABELS.manufacturer, required: true },
      { name: "model", label: MODULE_LABELS.model, required: true },
      num("power", MODULE_LABELS.power, { required: true, hint: "Ex.: 575" }),
      num("efficiency", MODULE_LABELS.efficiency, { hint: "Ex.: 22,3" }),
      { name: "cellTechnology", label: MODULE_LABELS.cellTechnology, hint: "Ex.: TOPCon, PERC, HJT" },
      num("mLength", MODULE_LABELS.mLength),
      num("width", MODULE_LABELS.width),
      num("weight", MODULE_LABELS.weight),
      num("warrantyDefect", MODULE_LABELS.warrantyDefect),
      num("warrantyEfficiency", MODULE_LABELS.warrantyEfficiency),
    ],
    columns: [
      { name: "manufacturer", label: "Fabricante" },
      { name: "model", label: "Modelo" },
      { name: "power", label: "Potência (Wp)" },
      { name: "efficiency", label: "Eficiência (%)" },
      { name: "cellTechnology", label: "Tecnologia" },
      { name: "dimensions", label: "Dimensões (mm)" },
      { name: "warranty", label: "Garantias (anos)" },
    ],
    searchHint: "Fabricante, modelo, tecnologia, potência",
  },
  inverter: {
    kind: "inverter",
    base: "/inversores",
    param: "iid",
    plural: "Inversores",
    singular: "Inversor",
    article: "o inversor",
    newLabel: "Cadastrar inversor",
    fields: [
      { name: "iManufacturer", label: INVERTER_LABELS.iManufacturer, required: true },
      { name: "iModel", label: INVERTER_LABELS.iModel, required: true },
      num("iPower", INVERTER_LABELS.iPower, { required: true, hint: "Em W; um valor abaixo de 100 é lido como kW (5 = 5000 W)." }),
      { name: "type", label: INVERTER_LABELS.type, options: INVERTER_TYPES },
      { name: "iMonitoring", label: INVERTER_LABELS.iMonitoring, options: INVERTER_MONITORING },
      {
        name: "phases",
        label: INVERTER_LABELS.phases,
        options: [
          ["", "—"],
          ["1", "Monofásico"],
          ["2", "Bifásico"],
          ["3", "Trifásico"],
        ],
      },
      num("voltage", INVERTER_LABELS.voltage, { hint: "Ex.: 220" }),
      num("mppts", INVERTER_LABELS.mppts),
      num("iWarranty", INVERTER_LABELS.iWarranty),
    ],
    columns: [
      { name: "iManufacturer", label: "Fabricante" },
      { name: "iModel", label: "Modelo" },
      { name: "iPower", label: "Potência (W)" },
      { name: "type", label: "Tipo" },
      { name: "phasesVoltage", label: "Fases / tensão" },
      { name: "mppts", label: "MPPTs" },
      { name: "iMonitoring", label: "Monitoramento" },
      { name: "iWarranty", label: "Garantia (anos)" },
    ],
    searchHint: "Fabricante, modelo, tipo, potência",
  },
  equipment: {
    kind: "equipment",
    base: "/equipamentos",
    param: "eid",
    plural: "Equipamentos",
    singular: "Equipamento",
    article: "o item",
    newLabel: "Cadastrar equipamento",
    fields: [
      {
        name: "category",
        label: EQUIPMENT_LABELS.category,
        required: true,
        options: [["", "Selecione"], ...EQUIPMENT_CATEGORIES.map((c) => [c, c] as const)],
      },
      { name: "name", label: EQUIPMENT_LABELS.name, required: true },
      { name: "manufacturer", label: EQUIPMENT_LABELS.manufacturer },
      {
        name: "installationType",
        label: EQUIPMENT_LABELS.installationType,
        options: [["", "—"], ...INSTALLATION_TYPES.map((t) => [t, t] as const)],
        hint: "Obrigatório para estruturas.",
      },
      { name: "unit", label: EQUIPMENT_LABELS.unit, hint: "Ex.: un, m, kit" },
      num("price", EQUIPMENT_LABELS.price, { required: true, hint: "Ex.: 389,90" }),
    ],
    columns: [
      { name: "category", label: "Categoria" },
      { name: "name", label: "Nome" },
      { name: "manufacturer", label: "Fabricante" },
      { name: "installationType", label: "Instalação" },
      { name: "unit", label: "Unidade" },
      { name: "price", label: "Preço" },
    ],
    searchHint: "Nome, fabricante, categoria, tipo de instalação",
  },
};

/** The field names each kind's form posts (the domain's field lists). */
export const FORM_FIELDS = { module: MODULE_FIELDS, inverter: INVERTER_FIELDS, equipment: EQUIPMENT_FIELDS } as const;

const requiredText = z.string({ error: CATALOGUE_MSG.required }).trim().min(1, { error: CATALOGUE_MSG.required });

/** What a catalogue form posts: text by field name (the domain's normalize reads it). */
export type CatalogueValues = { [field: string]: string | undefined };

function shapeOf(kind: CatalogueKind) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const f of KINDS[kind].fields) shape[f.name] = f.required ? requiredText : z.string().optional();
  return shape;
}

/**
 * The form's zod schema (intent "save", on the register and the edit page): text only, the rules
 * are the domain's, run by the action; required fields are checked here too, so the browser says
 * so before posting.
 */
export function catalogueSaveSchema(kind: CatalogueKind) {
  return z.object({ ...shapeOf(kind), intent: z.literal("save") }) as unknown as z.ZodType<{ intent: "save" } & CatalogueValues>;
}

/** The edit page's intents: save the fields, or delete the row. */
export function catalogueEditSchema(kind: CatalogueKind) {
  return z.discriminatedUnion("intent", [
    z.object({ ...shapeOf(kind), intent: z.literal("save") }),
    z.object({ intent: z.literal("delete") }),
  ]) as unknown as z.ZodType<({ intent: "save" } & CatalogueValues) | { intent: "delete" }>;
}
