// pt-BR figures of the proposal pages: kWh, R$ per kWh as stored (exact decimals), dates, the count.
import { formatNumber5 } from "../../domain/shared/format";
import { PHASE_LABELS, type ConsumerUnit } from "../../domain/proposal";

const kwh = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" });

/** "1.234,5 kWh". */
export const formatKwh = (n: number) => `${kwh.format(n)} kWh`;
/** A stored decimal ("0.85432") as "R$ 0,85432", every decimal kept. */
export const formatRsDecimal = (d: string | null) => (d === null ? "—" : `R$ ${d.replace(".", ",")}`);
/** dd/mm/aaaa in Brasília time. */
export const formatDay = (d: Date | string) => DATE.format(new Date(d));
/** #00042 (spec part 3 §4, §9). */
export const formatCount = (n: number) => formatNumber5(n);

/** A unit's connection (group B) or modality (group A), for summaries. */
export function unitTariffLabel(u: Pick<ConsumerUnit, "phase" | "minimumBilledKwh" | "classification">): string {
  if (u.classification) return `Grupo A ${u.classification}`;
  return u.phase ? `${PHASE_LABELS[u.phase]} (mínimo ${u.minimumBilledKwh} kWh)` : "—";
}

/** A unit's average month: its 12 months (peak included) ÷ 12. */
export function unitAverage(u: Pick<ConsumerUnit, "monthlyConsumption" | "monthlyConsumptionPeak">): number {
  const sum = [...u.monthlyConsumption, ...u.monthlyConsumptionPeak].reduce((s, v) => s + v, 0);
  return Math.round((sum / 12) * 100) / 100;
}
