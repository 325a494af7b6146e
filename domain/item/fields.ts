// The item's field rules (spec part 2 §1–§4): each turns what a form typed into the stored value or
// throws a DomainError naming the form field. The deciders use them for create, edit and the
// popovers; the forms can use them too (like domain/customer/fields.ts), so the two cannot disagree.
import {
  checkMaxLength,
  DomainError,
  MAX_LENGTH,
  MSG,
  isExecType,
  isLeadTemperature,
  isUcType,
  isValidISODate,
  MIN_DATE_YEAR,
  normalizeAmount,
  required,
  titleProblem,
  type ExecType,
  type LeadTemperature,
  type UcType,
} from "../shared";
import { isInverterType, type ColumnRef, type CustomerRef, type InverterType } from "./shapes";

/** null, undefined, or a string of blanks. */
export const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

export function checkName(name: unknown): string {
  if (typeof name !== "string" || !required(name)) throw new DomainError(MSG.required, "name");
  checkMaxLength(name, MAX_LENGTH.text, "name");
  // An item's name is a title ("Galpão 50 kWp - Fase 2"): the general-text rule (ADR 014).
  const problem = titleProblem(name);
  if (problem) throw new DomainError(problem, "name");
  return name.trim();
}

/** Decimal ≥ 0 as "1234.56" (Brazilian "1.234,56" is accepted and normalised). */
export function checkAmount(amount: unknown): string {
  const normalized = typeof amount === "string" || typeof amount === "number" ? normalizeAmount(String(amount)) : null;
  if (normalized === null || normalized.startsWith("-")) throw new DomainError(MSG.invalidAmount, "amount");
  return normalized;
}

export function checkLeadTemperature(t: unknown): LeadTemperature {
  if (!isLeadTemperature(t)) throw new DomainError(MSG.invalidLeadTemperature, "leadTemperature");
  return t;
}

/** Optional YYYY-MM-DD; with `checkNotPast`, not before `today`. */
export function checkValidityDate(d: unknown, today: string, checkNotPast: boolean): string | null {
  if (isBlank(d)) return null;
  const v = typeof d === "string" ? d.trim() : "";
  if (!isValidISODate(v)) throw new DomainError(MSG.invalidDate, "validityDate");
  if (checkNotPast && v < today) throw new DomainError(MSG.invalidDate, "validityDate");
  return v;
}

/** kWp as a canonical decimal string ("8,80" → "8.8"), null when not a non-negative number. */
export function parsePower(p: unknown): string | null {
  if (typeof p !== "string" && typeof p !== "number") return null;
  const v = String(p).trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(v)) return null;
  return String(Number(v));
}

/** Optional kWp (create and edit). */
export function checkPower(p: unknown): string | null {
  if (isBlank(p)) return null;
  const power = parsePower(p);
  if (power === null) throw new DomainError(MSG.invalidPower, "power");
  return power;
}

/** Required kWp of at least 0.01 (the "Ganho" popover). */
export function checkWonPower(p: unknown): string {
  const power = parsePower(p);
  if (power === null || Number(power) < 0.01) throw new DomainError(MSG.minPower, "power");
  return power;
}

/** Optional UC type (create and edit). */
export function checkUcType(u: unknown): UcType | null {
  if (isBlank(u)) return null;
  const v = typeof u === "string" ? u.trim() : u;
  if (!isUcType(v)) throw new DomainError(MSG.selectUcType, "ucType");
  return v;
}

/** Required UC type (the "Ganho" popover). */
export function checkWonUcType(u: unknown): UcType {
  const v = typeof u === "string" ? u.trim() : u;
  if (!isUcType(v)) throw new DomainError(MSG.selectUcType, "ucType");
  return v;
}

export function checkCustomer(c: unknown): CustomerRef | null {
  if (c === null || c === undefined) return null;
  const ref = c as Partial<CustomerRef>;
  if (typeof ref !== "object" || !required(ref.id)) throw new DomainError(MSG.invalidCustomer, "customer");
  return { id: ref.id!, name: typeof ref.name === "string" ? ref.name.trim() : "" };
}

export function checkColumn(to: unknown): ColumnRef {
  const ref = to as Partial<ColumnRef> | null | undefined;
  if (!ref || typeof ref !== "object" || !required(ref.id)) throw new DomainError(MSG.selectColumn, "column");
  return { id: ref.id!, title: typeof ref.title === "string" ? ref.title : "" };
}

export function checkSortKey(k: unknown): string {
  if (typeof k !== "string" || !required(k)) throw new DomainError(MSG.invalidPosition, "sortKey");
  return k;
}

/** A required text, trimmed; `message` and `field` name the broken rule. */
export function checkRequiredText(v: unknown, message: string, field: string): string {
  if (typeof v !== "string" || !required(v)) throw new DomainError(message, field);
  checkMaxLength(v, MAX_LENGTH.text, field);
  return v.trim();
}

/** Finished date: required, a real date, year from 1920, never after today. */
export function checkFinishedDate(d: unknown, today: string): string {
  if (isBlank(d)) throw new DomainError(MSG.required, "finishedDate");
  const v = typeof d === "string" ? d.trim() : "";
  if (!isValidISODate(v) || Number(v.slice(0, 4)) < MIN_DATE_YEAR || v > today) {
    throw new DomainError(MSG.invalidDate, "finishedDate");
  }
  return v;
}

/** Optional execution type; `requiredHere` on the boards whose finish popover asks it. */
export function checkExecStatus(e: unknown, requiredHere: boolean): ExecType | null {
  if (isBlank(e)) {
    if (requiredHere) throw new DomainError(MSG.selectExecStatus, "execStatus");
    return null;
  }
  const v = typeof e === "string" ? e.trim() : e;
  if (!isExecType(v)) throw new DomainError(MSG.selectExecStatus, "execStatus");
  return v;
}

/** Optional integer ≥ 0 (modsQtd, invQtd): digits only. */
export function checkCount(v: unknown, field: "modsQtd" | "invQtd"): number | null {
  if (isBlank(v)) return null;
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!/^\d{1,7}$/.test(s)) throw new DomainError(MSG.invalidNumber, field);
  return Number(s);
}

/** Optional decimal ≥ 0 (distance in km, roofHight in metres), a comma accepted: "12,5" → "12.5". */
export function checkMeasure(v: unknown, field: "distance" | "roofHight"): string | null {
  if (isBlank(v)) return null;
  const s = typeof v === "number" || typeof v === "string" ? String(v).trim().replace(",", ".") : "";
  if (!/^\d{1,9}(\.\d{1,3})?$/.test(s)) throw new DomainError(MSG.invalidNumber, field);
  return String(Number(s));
}

/** Optional inverter type ("String" or "Micro"). */
export function checkInverterType(v: unknown): InverterType | null {
  if (isBlank(v)) return null;
  const t = typeof v === "string" ? v.trim() : v;
  if (!isInverterType(t)) throw new DomainError(MSG.selectInverterType, "inverterType");
  return t;
}

/** Optional date (dueDate, deliveryDate): a real date from 1920 on; the future is allowed (a deadline, a delivery to come). */
export function checkOptionalDate(v: unknown, field: "dueDate" | "deliveryDate"): string | null {
  if (isBlank(v)) return null;
  const s = typeof v === "string" ? v.trim() : "";
  if (!isValidISODate(s) || Number(s.slice(0, 4)) < MIN_DATE_YEAR) throw new DomainError(MSG.invalidDate, field);
  return s;
}
