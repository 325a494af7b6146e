// What the pricing engine reads and what it answers (spec part 3 §3: the proposal's revenueData, the
// pricing settings, restrictions; names are the spec's). Money is integer centavos everywhere;
// percentages are plain numbers (20 = 20 %).
import type { ComponentType, ConditionalLogic, ConditionalType, PricingCalc, PricingType, Range } from "./constants";

/** The priced system and its sale: what the wizard knows when it asks for a price. */
export interface PricingProposal {
  /** System power, kWp (realSystemData.power), > 0. */
  power: number;
  /** Number of modules (modsQtd). */
  modsQtd: number;
  /** Number of inverters (invQtd). */
  invQtd: number;
  /** The inverters' total power, kW (the KW range). */
  inverterPower: number;
  /** Roof height, m (roofHight, the ROOF_HIGHT range). */
  roofHight: number;
  /** Distance to the installation, km (realSystemData.distance). */
  distance: number;
  /** The kit's price before the kit discount, centavos (kitData.kitPrice → revenueData.pvKitOriginalCost). */
  kitPrice: number;
  /** Kit discount, percent; null or absent → preferences.stdKitDiscount; at most preferences.maxKitDiscount. */
  discount?: number | null;
  /** kitData.kitVoltage, as the catalogue spells it ("220", "127/220"). */
  kitVoltage: string;
  /** kitData.kitFixation ("Telhado", "Solo"...). */
  kitFixation: string;
  /** "String" or "Micro". */
  inverterType: string;
  /** The vendor's user id (null when none). */
  vendor: string | null;
  /** The pre-sales vendor's user id (null when none). */
  preVendor: string | null;
  /** UF and city in the municipality list's canonical spelling. */
  location: { uf: string; city: string };
  /** The service sold (a name from the company's services), null when none. */
  service: string | null;
}

/** A SIMPLE power band (settings.autoPricing): systems up to `power` kWp take `margin` percent. */
export interface PowerBand {
  power: number;
  margin: number;
}

/** A rule of a component: up to `power` (in the component's range unit) the value is `value`. */
export interface PowerRule {
  power: number;
  /** Centavos for FIXED and PER_* types; percent for the percentage, commission and margin types. */
  value: number;
}

export interface Conditional {
  type: ConditionalType;
  logic: ConditionalLogic;
  numValue?: number | null;
  strValue?: string | null;
}

export interface PricingComponent {
  name: string;
  type: ComponentType;
  /** Counted as the company's earnings (profit) rather than a cost paid out; forced false for commissions and the trading margin. */
  isRevenue: boolean;
  /** The quantity the rules' thresholds are read against; KWP when absent. */
  range?: Range | null;
  rules: PowerRule[];
  conditionals?: Conditional[];
  /** The spec's single condition on the component itself (condType NONE or absent = none); it adds to `conditionals`. */
  condType?: ConditionalType | "NONE" | null;
  condLogic?: ConditionalLogic | null;
  condNumValue?: number | null;
  condStrValue?: string | null;
  /** Id of a restriction in autoPricingDetailed.restrictions: the component applies only where it allows. */
  restriction?: string | null;
  /** Applies only to this vendor's proposals (INDIVIDUAL_COMMISSION: the vendor paid; required). */
  vendor?: string | null;
  /** Applies only to proposals of this service. */
  service?: string | null;
}

/** A place a restriction allows: a whole state (city empty) or one city. */
export interface RestrictionLocation {
  uf: string;
  city?: string | null;
}

/** Where a component applies: every non-empty list must contain the proposal's value. */
export interface Restriction {
  _id: string;
  name: string;
  locations: RestrictionLocation[];
  vendors: string[];
  service?: string | null;
}

export interface PricingSettings {
  autoPricingType: PricingType;
  autoPricingCalc: PricingCalc;
  autoPricing: PowerBand[];
  autoPricingDetailed: { pricingComponents: PricingComponent[]; restrictions: Restriction[] };
  preferences: { stdKitDiscount: number; maxKitDiscount: number };
}

export interface PricingInput {
  proposal: PricingProposal;
  settings: PricingSettings;
}

/** An amount component of the price (FIXED, PER_*): revenueData.serviceCosts. */
export interface ServiceCost {
  name: string;
  type: ComponentType;
  /** Centavos. */
  value: number;
  isRevenue: boolean;
}

/** A percentage component (of the kit, service, final price or profit): revenueData.percentageComponents. */
export interface PercentageComponent {
  name: string;
  type: ComponentType;
  /** The percentage applied. */
  rate: number;
  /** Its amount, centavos. */
  value: number;
  isRevenue: boolean;
}

/** The pricing fields of the proposal's revenueData. Money in centavos, each rounded half-up once from its exact value. */
export interface RevenueData {
  finalPrice: number;
  pvKitOriginalCost: number;
  pvKitCost: number;
  /** The kit discount applied, percent. */
  discount: number;
  /** Service total ÷ system power, centavos per kWp. */
  servicePricePerkWp: number;
  serviceCosts: ServiceCost[];
  percentageComponents: PercentageComponent[];
  /** The service invoice: the service total (the kit is invoiced by its supplier). */
  nfValue: number;
  taxes: number;
  /** Revenue percentages of the kit, percent (DETAILED); 0 in SIMPLE. */
  marginEquip: number;
  /** The SIMPLE band's margin, percent; null in DETAILED (no single margin there). */
  margin: number | null;
  /** Revenue amounts on the kit, centavos. */
  equipamentProfit: number;
  /** Σ TRADING_MARGIN percentages. */
  tradingMargin: number;
  /** Σ TRADING_MARGIN amounts, centavos. */
  negMarginValue: number;
  /** Σ COMMISSION and INDIVIDUAL_COMMISSION amounts, centavos. */
  commissions: number;
  /** profit ÷ finalPrice, percent with 2 decimals; null when the final price is 0. */
  effMargin: number | null;
  /** Equipment: the kit cost plus the kit percentages. */
  totalEqp: number;
  /** Services: finalPrice − totalEqp. */
  totalSvc: number;
  /** totalSvc − taxes. */
  liquidServices: number;
  /** What the company keeps: finalPrice − kit cost − every non-revenue amount. */
  profit: number;
  /** DETAILED: profit plus the negotiation margin if none of it is given away (part 3 §6); null in SIMPLE. */
  potentialProfit: number | null;
  calculatedData: { preTaxProfit: number };
}

/** The SIMPLE band used: its index in settings.autoPricing, its (possibly forced) power and margin; null when the default applied. */
export interface UsedBand {
  index: number;
  power: number;
  margin: number;
}

export interface PricingResult {
  ok: true;
  type: PricingType;
  /** SIMPLE only: the calculation and band used. */
  calc: PricingCalc | null;
  band: UsedBand | null;
  revenueData: RevenueData;
}

/** Why no price could be computed: a pt-BR message and the field it belongs to. */
export interface PricingRefusal {
  ok: false;
  field: string;
  message: string;
}

export type PricingOutcome = PricingResult | PricingRefusal;
