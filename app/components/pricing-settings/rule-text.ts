// A component's rule in words: "até 10 kWp: R$ 150,00" (amounts) or "até 30 módulos: 5 %".
import type { ComponentType, Range } from "../../../domain/pricing";
import { isAmountType } from "~/lib/pricing-settings-forms";
import { formatCentavos, formatDecimal, formatPercent } from "~/lib/pricing-settings-labels";

const UNIT: Record<Range, string> = { KWP: "kWp", MODULES: "módulos", INVERTERS: "inversores", KW: "kW", KM: "km", ROOF_HIGHT: "m de altura" };

export function ruleText(type: ComponentType, range: Range, rule: { power: number; value: number }): string {
  const value = isAmountType(type) ? formatCentavos(rule.value) : formatPercent(rule.value);
  return `até ${formatDecimal(rule.power)} ${UNIT[range]}: ${value}`;
}
