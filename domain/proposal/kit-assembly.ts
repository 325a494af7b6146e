// A kit assembled on the kit step from the company's catalogue ("Montar kit", issue 16: "modules and
// inverters picked from the catalogue"): one module and how many, one or more inverters, optional
// equipment, and the kit's cost typed in R$. The power is computed (modules × Wp), never typed.
// The result is a ProposalKit with kitId null whose lines copy the catalogue rows (brand, model,
// power, sizes, warranties, the equipment's price in centavos), saved as ProposalKitChosen like a
// catalogue kit: the generation and pricing steps read it unchanged, and it reads the same after
// the catalogue changes.
import { KIT_FIXATIONS, KIT_SUPPLIERS, KIT_VOLTAGES, kitPowerKwp } from "../kit/fields";
import { parseMoneyBRCents } from "../shared/money";
import { KIT_ASSEMBLY_LIMITS as LIMIT, KIT_ASSEMBLY_MSG as MSG } from "./kit-assembly-messages";
import type { ProposalAdditionalItem, ProposalInverter, ProposalKit, ProposalModule } from "./steps";

/** A module row of the catalogue (rm_modules), as the app read it. */
export interface CatalogueModule {
  id: string;
  manufacturer: string;
  model: string;
  /** Wp */
  power: number;
  mLength: number | null;
  width: number | null;
  weight: number | null;
  warrantyDefect: number | null;
  warrantyEfficiency: number | null;
}

/** An inverter row (rm_inverters); iPower in W. */
export interface CatalogueInverter {
  id: string;
  iManufacturer: string;
  iModel: string;
  iPower: number;
  type: string;
  iMonitoring: string;
  iWarranty: number | null;
}

/** An equipment row (rm_equipment); price in R$ as "1234.56". */
export interface CatalogueEquipment {
  id: string;
  category: string;
  name: string;
  manufacturer: string;
  installationType: string;
  unit: string;
  price: string;
}

/**
 * One line of the form: the id picked (null: none), the row the app found for that id in the
 * company's catalogue (null: none, e.g. another company's id) and the quantity typed (null: empty,
 * NaN: not a number).
 */
export interface AssemblyLine<Row> {
  id: string | null;
  row: Row | null;
  quantity: number | null;
}

export interface KitAssembly {
  /** "" → a name made from the power and the module. */
  name: string;
  /** Centavos; null when empty, NaN when not an amount. */
  kitPrice: number | null;
  kitSupplier: string;
  kitVoltage: string;
  kitFixation: string;
  module: AssemblyLine<CatalogueModule>;
  inverters: AssemblyLine<CatalogueInverter>[];
  equipment: AssemblyLine<CatalogueEquipment>[];
}

/** The form's field names (the spec's), which the errors are keyed by. */
export const ASSEMBLY_FIELDS = {
  name: "name",
  moduleId: "pvModuleData[0].moduleId",
  moduleQuantity: "pvModuleData[0].quantity",
  inverterId: (i: number) => `inverterData[${i}].inverterId`,
  inverterQuantity: (i: number) => `inverterData[${i}].iQuantity`,
  equipmentId: (i: number) => `additionalItems[${i}].equipmentId`,
  equipmentQuantity: (i: number) => `additionalItems[${i}].quantity`,
  kitPrice: "kitData.kitPrice",
  kitSupplier: "kitData.kitSupplier",
  kitVoltage: "kitData.kitVoltage",
  kitFixation: "kitData.kitFixation",
} as const;
const F = ASSEMBLY_FIELDS;

const wholeIn = (n: number | null, max: number): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max;
/** The row the app found, only when it is the one the form picked. */
const found = <R extends { id: string }>(l: AssemblyLine<R>): R | null => (l.id !== null && l.row?.id === l.id ? l.row : null);
const oneOf = (list: readonly string[], v: string) => list.includes(v);

/** Σ modules × Wp in kWp (domain/kit's rule), or null while the module or its quantity is not right. */
export function assemblyPowerKwp(a: Pick<KitAssembly, "module">): number | null {
  const m = found(a.module);
  if (!m || !wholeIn(a.module.quantity, LIMIT.moduleQuantity)) return null;
  return kitPowerKwp([{ power: m.power, quantity: a.module.quantity }]);
}

/** Σ inverters × W in kW of the lines that are right so far (for the page's preview). */
export function assemblyInverterKw(a: Pick<KitAssembly, "inverters">): number {
  const w = a.inverters.reduce((s, l) => {
    const v = found(l);
    return v && wholeIn(l.quantity, LIMIT.inverterQuantity) ? s + v.iPower * l.quantity : s;
  }, 0);
  return Math.round(w) / 1000;
}

function lineErrors<R extends { id: string }>(
  lines: AssemblyLine<R>[],
  out: Record<string, string>,
  f: { id: (i: number) => string; quantity: (i: number) => string },
  msg: {
    missing: (i: number) => string;
    notFound: (i: number) => string;
    quantity: (i: number) => string;
    repeated: (i: number, j: number) => string;
  },
  max: number,
) {
  const firstLine = new Map<string, number>();
  lines.forEach((l, i) => {
    if (l.id === null) out[f.id(i)] = msg.missing(i);
    else if (!found(l)) out[f.id(i)] = msg.notFound(i);
    else if (firstLine.has(l.id)) out[f.id(i)] = msg.repeated(i, firstLine.get(l.id)!);
    else firstLine.set(l.id, i);
    if (!wholeIn(l.quantity, max)) out[f.quantity(i)] = msg.quantity(i);
  });
}

/** Every problem of the assembly at once, keyed by the form's field names; {} when it can be saved. */
export function kitAssemblyErrors(a: KitAssembly): Record<string, string> {
  const out: Record<string, string> = {};
  if (a.name.trim().length > LIMIT.nameLength) out[F.name] = MSG.nameTooLong;

  if (a.module.id === null) out[F.moduleId] = MSG.moduleMissing;
  else if (!found(a.module)) out[F.moduleId] = MSG.moduleNotFound;
  if (!wholeIn(a.module.quantity, LIMIT.moduleQuantity)) out[F.moduleQuantity] = MSG.moduleQuantity;
  else if ((assemblyPowerKwp(a) ?? 0) > LIMIT.powerKwp) out[F.moduleQuantity] = MSG.powerTooHigh;

  if (a.inverters.length === 0) out[F.inverterId(0)] = MSG.noInverter;
  else if (a.inverters.length > LIMIT.inverterLines) out[F.inverterId(0)] = MSG.tooManyInverters;
  else
    lineErrors(
      a.inverters,
      out,
      { id: F.inverterId, quantity: F.inverterQuantity },
      { missing: MSG.inverterMissing, notFound: MSG.inverterNotFound, quantity: MSG.inverterQuantity, repeated: MSG.inverterRepeated },
      LIMIT.inverterQuantity,
    );

  if (a.equipment.length > LIMIT.equipmentLines) out[F.equipmentId(0)] = MSG.tooManyEquipment;
  else
    lineErrors(
      a.equipment,
      out,
      { id: F.equipmentId, quantity: F.equipmentQuantity },
      { missing: MSG.equipmentMissing, notFound: MSG.equipmentNotFound, quantity: MSG.equipmentQuantity, repeated: MSG.equipmentRepeated },
      LIMIT.equipmentQuantity,
    );

  if (a.kitPrice === null) out[F.kitPrice] = MSG.kitPriceMissing;
  else if (!Number.isInteger(a.kitPrice) || a.kitPrice <= 0) out[F.kitPrice] = MSG.kitPrice;
  else if (a.kitPrice > LIMIT.kitPriceCents) out[F.kitPrice] = MSG.kitPriceTooHigh;
  if (!oneOf(KIT_SUPPLIERS, a.kitSupplier)) out[F.kitSupplier] = MSG.kitSupplier;
  if (!oneOf(KIT_VOLTAGES, a.kitVoltage)) out[F.kitVoltage] = MSG.kitVoltage;
  if (!oneOf(KIT_FIXATIONS, a.kitFixation)) out[F.kitFixation] = MSG.kitFixation;
  return out;
}

const decimalComma = (n: number) => String(n).replace(".", ",");

/** "Kit montado 5,5 kWp: 10 × Canadian Solar HiKu6 CS6W-550MS", at most the name's length. */
export function assembledKitName(power: number, quantity: number, m: Pick<CatalogueModule, "manufacturer" | "model">): string {
  return `Kit montado ${decimalComma(power)} kWp: ${quantity} × ${m.manufacturer} ${m.model}`.slice(0, LIMIT.nameLength);
}

/**
 * The ProposalKit of a valid assembly (kitAssemblyErrors gave {}): every line a copy of its
 * catalogue row, the equipment's unit price in centavos, the kit's typed cost in centavos.
 */
export function assembledKit(a: KitAssembly): ProposalKit {
  const m = found(a.module)!;
  const moduleQuantity = a.module.quantity!;
  const pvModule: ProposalModule = {
    moduleId: m.id,
    manufacturer: m.manufacturer,
    model: m.model,
    power: m.power,
    quantity: moduleQuantity,
    weight: m.weight,
    mLength: m.mLength,
    width: m.width,
    warrantyDefect: m.warrantyDefect,
    warrantyEfficiency: m.warrantyEfficiency,
  };
  const inverterData = a.inverters.map((l): ProposalInverter => {
    const v = found(l)!;
    return {
      inverterId: v.id,
      iManufacturer: v.iManufacturer,
      iModel: v.iModel,
      iMonitoring: v.iMonitoring,
      iPower: v.iPower,
      iQuantity: l.quantity!,
      iWarranty: v.iWarranty,
      type: v.type === "Micro" ? "Micro" : "String",
    };
  });
  const additionalItems = a.equipment.map((l): ProposalAdditionalItem => {
    const e = found(l)!;
    return {
      item: e.name,
      quantity: l.quantity!,
      manufacter: e.manufacturer,
      detail: e.installationType ? `${e.category} · ${e.installationType}` : e.category,
      equipmentId: e.id,
      unit: e.unit,
      unitPrice: parseMoneyBRCents(e.price) ?? 0,
    };
  });
  const power = kitPowerKwp([{ power: m.power, quantity: moduleQuantity }]);
  return {
    kitId: null,
    name: a.name.trim() || assembledKitName(power, moduleQuantity, m),
    kitData: { saveKit: false, kitPrice: a.kitPrice!, kitSupplier: a.kitSupplier, kitVoltage: a.kitVoltage, kitFixation: a.kitFixation },
    pvModuleData: [pvModule],
    inverterData,
    additionalItems,
  };
}
