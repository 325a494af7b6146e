// Pure formatting of what a board card shows (issue 18, "cards like the best CRMs"): the owner's
// initials, the power in kWp, the idle badge ("20 d") and the next activity's label. No clock:
// the caller passes "now" and "today" so the same data always reads the same.
import { LEAD_TEMPERATURES, isLeadTemperature } from "../../../domain/shared";

/** "Maria D'Ávila Souza" → "MS"; one word → its first two letters; nothing usable → "?". */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "")
    .trim()
    .split(/[\s]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean);
  if (!words.length) return "?";
  if (words.length === 1) return words[0].slice(0, 2).toLocaleUpperCase("pt-BR");
  return (words[0][0] + words[words.length - 1][0]).toLocaleUpperCase("pt-BR");
}

/** "50.00" → "50 kWp", "7.5" → "7,5 kWp"; null when the item has no power. */
export function formatKwp(power: string | number | null | undefined): string | null {
  if (power === null || power === undefined || power === "") return null;
  const n = Number(power);
  if (!Number.isFinite(n) || n <= 0) return null;
  return `${n.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} kWp`;
}

/** The temperature's label ("Quente"), or null for "Nenhuma" (-1) and unknown values. */
export function temperatureLabel(t: number): string | null {
  return isLeadTemperature(t) && t !== -1 ? LEAD_TEMPERATURES[t] : null;
}

export interface IdleBadge {
  days: number;
  /** "20 d" */
  text: string;
  /** Read aloud and on hover: "Parado há 20 dias (limite da coluna: 7)". */
  title: string;
  /** "late" past the column's inactivity window (the spec's idle threshold), "near" on its last day, else "ok". */
  tone: "ok" | "near" | "late";
}

export function idleDays(sinceIso: string, nowMs: number): number {
  const since = new Date(sinceIso).getTime();
  if (!Number.isFinite(since)) return 0;
  return Math.max(0, Math.floor((nowMs - since) / 86_400_000));
}

export function idleBadge(sinceIso: string, nowMs: number, inactivityWindow: number): IdleBadge {
  const days = idleDays(sinceIso, nowMs);
  const tone = days > inactivityWindow ? "late" : days === inactivityWindow && inactivityWindow > 0 ? "near" : "ok";
  return {
    days,
    text: `${days} d`,
    title: `Parado há ${days} ${days === 1 ? "dia" : "dias"} (limite da coluna: ${inactivityWindow})`,
    tone,
  };
}

export interface NextActivity {
  tone: "late" | "today" | "future" | "none";
  label: string;
  /** The full sentence for screen readers and the hover title. */
  title: string;
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const ddmmyyyy = (iso: string) => `${ddmm(iso)}/${iso.slice(0, 4)}`;

/**
 * The card's next-activity line from the agenda read model: the first open activity from today
 * on (`upcoming`, YYYY-MM-DD) and the oldest open one before today (`overdue`). Any activity past
 * its day and not marked done makes the item late ("Atrasada"); one due today reads "Hoje"; one
 * without any activity "Sem atividade".
 */
export function nextActivity(upcoming: string | null, overdue: string | null, today: string): NextActivity {
  if (overdue) return { tone: "late", label: "Atrasada", title: `Atividade atrasada desde ${ddmmyyyy(overdue)}` };
  if (upcoming && upcoming <= today) return { tone: "today", label: "Hoje", title: "Próxima atividade: hoje" };
  if (upcoming) return { tone: "future", label: ddmm(upcoming), title: `Próxima atividade em ${ddmmyyyy(upcoming)}` };
  return { tone: "none", label: "Sem atividade", title: "Sem atividade agendada" };
}
