// After-sales data of an AFTER_SALES item (spec part 2 §3 afterSalesData): its service lines and
// the after-sales proposals generated from them. The service order number (#00042) is not here: the
// projection assigns it in log order, like item numbers (ADR 002, ADR 026).

/** SERVICE (labour, priced as a whole) or SUPPLY (units of a product). PRODUCT is a catalogue type only. */
export const SERVICE_LINE_TYPES = ["SERVICE", "SUPPLY"] as const;
export type ServiceLineType = (typeof SERVICE_LINE_TYPES)[number];

export const SERVICE_LINE_TYPE_LABELS: Record<ServiceLineType, string> = { SERVICE: "Serviço", SUPPLY: "Fornecimento" };

/** One service line (spec part 2 §3 "After-sales service line"). */
export interface ServiceLine {
  lineId: string;
  serviceName: string;
  serviceType: ServiceLineType;
  /** Units of a SUPPLY (default 1); null on a SERVICE typed without one. */
  quantity: number | null;
  /** Unit price, canonical decimal string with two decimals: "1234.56". With components, their sum. */
  price: string;
  /**
   * What the unit price is made of (ADR 029), in the order typed: [] when the price was typed as a
   * whole. Lines logged before components existed have none: read them through priceCompsOf.
   */
  priceComps: PriceComp[];
}

/** One component of a line's unit price (ADR 029): "Mão de obra" R$ 300,00. */
export interface PriceComp {
  label: string;
  /** Canonical decimal string with two decimals, at least "0.01". */
  value: string;
}

/** A line's components; [] for a line logged before ADR 029 (its events carry no priceComps). */
export const priceCompsOf = (line: { priceComps?: PriceComp[] | null }): PriceComp[] =>
  (line.priceComps ?? []).map((c) => ({ label: c.label, value: c.value }));

export const MAX_PRICE_COMPS = 8;
/** Offered as labels (a datalist): what a solar company's service price is usually made of. Any other label is fine. */
export const PRICE_COMP_SUGGESTIONS = ["Mão de obra", "Material", "Deslocamento", "Equipamento", "Taxas e licenças"] as const;

/** Default validity of an after-sales proposal in days when the company set no preference (spec part 2 §9). */
export const DEFAULT_VALIDITY_DAYS = 15;
export const MAX_VALIDITY_DAYS = 365;
export const MAX_QUANTITY = 100_000;
