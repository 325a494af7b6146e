// Builds the DecideContext for a command: the clock is read here, outside the domain.
import type { DecideContext } from "../domain/shared/decider";

export const COMPANY_TIME_ZONE = "America/Sao_Paulo";

/** YYYY-MM-DD of an instant in the company's time zone. */
export function localDate(instant: Date, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export function commandContext(actorId: string, companyId: string, now: Date = new Date()): DecideContext {
  return { now: now.toISOString(), today: localDate(now), actorId, companyId };
}
