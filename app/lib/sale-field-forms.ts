// The item forms' sale fields (issue 20, spec part 2 §3), named as the spec's payload. Each is read
// by the decider's own rule (domain/item/fields.ts), so the form's message and the decider's agree;
// the output is what the command carries (a blank field is null: cleared on edit).
import { z } from "zod";
import { checkCount, checkInverterType, checkMeasure } from "../../domain/item/fields";
import { DomainError, readDateInput } from "../../domain/shared";

/** A text input read by a domain rule; its DomainError becomes the field's message. */
const byCheck = <T>(check: (v: string) => T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      try {
        return check(v ?? "");
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        ctx.addIssue({ code: "custom", message: e.message });
        return z.NEVER;
      }
    });

/** dd/mm/aaaa (or aaaa-mm-dd) → aaaa-mm-dd, blank → null; any year from 1920 (a deadline may be far ahead). */
const anyDate = byCheck((v) => {
  if (!v) return null;
  const read = readDateInput(v);
  if (!read.ok) throw new DomainError(read.message);
  return read.iso;
});

export const saleExtraFieldsSchema = {
  modsQtd: byCheck((v) => checkCount(v, "modsQtd")),
  invQtd: byCheck((v) => checkCount(v, "invQtd")),
  distance: byCheck((v) => checkMeasure(v, "distance")),
  roofHight: byCheck((v) => checkMeasure(v, "roofHight")),
  inverterType: byCheck(checkInverterType),
  dueDate: anyDate,
  deliveryDate: anyDate,
};

type SaleExtras = { [K in keyof typeof saleExtraFieldsSchema]: z.output<(typeof saleExtraFieldsSchema)[K]> };

/** The command's sale fields from a parsed form; the delivery date only where the plan has it (ENTERPRISE, spec part 2 §6). */
export function saleFieldsCommand(v: SaleExtras, enterprise: boolean) {
  const { modsQtd, invQtd, distance, roofHight, inverterType, dueDate, deliveryDate } = v;
  return { modsQtd, invQtd, distance, roofHight, inverterType, dueDate, ...(enterprise ? { deliveryDate } : {}) };
}
