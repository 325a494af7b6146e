// The pricing vocabulary in pt-BR (spec part 3 §3): component types ("Valor Fixo"...), ranges,
// conditions, the two calculations with their formulas (ADR 010: the screens say what each does),
// and the pt-BR figures of the pricing screens.
import type { ComponentType, ConditionalLogic, ConditionalType, PricingCalc, PricingType, Range } from "../../domain/pricing";

export const TYPE_LABELS: Record<PricingType, string> = { SIMPLE: "Simples (faixas de potência)", DETAILED: "Detalhada (componentes)" };

export const CALC_LABELS: Record<PricingCalc, { label: string; formula: string; example: string }> = {
  GROSS_MARGIN: { label: "Margem bruta", formula: "preço = custo × (1 + margem)", example: "20 % → custo × 1,2" },
  MARKUP: { label: "Markup", formula: "preço = custo ÷ (1 − margem)", example: "20 % → custo ÷ 0,8 (margem abaixo de 100 %)" },
};

export const COMPONENT_TYPE_LABELS: Record<ComponentType, string> = {
  FIXED: "Valor Fixo",
  PERCENTAGE_SERVICE_AND_KIT: "Percentual sobre serviço e kit (preço final)",
  PERCENTAGE_SERVICE: "Percentual sobre o serviço",
  PERCENTAGE_KIT: "Percentual sobre o kit",
  PERCENTAGE_PROFIT: "Percentual sobre o lucro",
  PER_KWP: "Valor por kWp",
  PER_MODULE: "Valor por módulo",
  PER_INVERTER: "Valor por inversor",
  PER_KM: "Valor por km",
  COMMISSION: "Comissão",
  INDIVIDUAL_COMMISSION: "Comissão individual",
  TRADING_MARGIN: "Margem de negociação",
};

export const RANGE_LABELS: Record<Range, string> = {
  KWP: "Potência (kWp)",
  MODULES: "Nº de módulos",
  INVERTERS: "Nº de inversores",
  KW: "Potência dos inversores (kW)",
  KM: "Distância (km)",
  ROOF_HIGHT: "Altura do telhado (m)",
};

export const CONDITIONAL_TYPE_LABELS: Record<ConditionalType, string> = {
  VOLTAGE: "Tensão do kit",
  FIXATION: "Tipo de instalação",
  INVERTER_TYPE: "Tipo de inversor",
  VENDOR: "Vendedor",
  PRE_VENDOR: "Pré-vendedor",
};

export const LOGIC_LABELS: Record<ConditionalLogic, string> = { EQUAL: "igual a", DIFFERENT: "diferente de" };

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 6 });
const money = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** 10.5 → "10,5"; 1500 → "1.500" (what a form shows back, and what parseTypedNumber reads). */
export const formatDecimal = (v: number) => decimal.format(v);
/** Centavos → "1.500,00" (a form's money field). */
export const formatMoneyField = (centavos: number) => money.format(centavos / 100);
/** Centavos → "R$ 1.500,00". */
export const formatCentavos = (centavos: number) => brl.format(centavos / 100).replace(/[\u00a0\u202f]/g, " ");
/** 12.5 → "12,5 %". */
export const formatPercent = (v: number) => `${decimal.format(v)} %`;
