// The forms of the validation and customisation steps and of the company's proposal defaults
// (/personalizar-proposta/:uid), shared with the browser (conform validates with them too). Field
// names: `validityDate` (dd/mm/aaaa), `sections.<key>` (checkboxes), `texts.<key>` (textareas),
// `primaryColor` and `secondaryColor` (#rrggbb). "Not before today" is the decider's rule (the
// company's date comes from the server), so a past date comes back from the action on its field.
import { z } from "zod";
import { parseDateBR } from "../../domain/shared/format";
import {
  MAX_TEXT_CHARS,
  PRESENTATION_MSG,
  SECTION_KEYS,
  TEXT_KEYS,
  type Presentation,
  type ProposalSection,
  type ProposalText,
} from "../../domain/proposal/presentation";
import { COLOR_LABELS, type ProposalDefaults } from "../../domain/proposal-defaults";

export const VALIDITY_MSG = { required: "Data de validade: informe a data (dd/mm/aaaa)." } as const;

/** dd/mm/aaaa (or ddmmaaaa) → aaaa-mm-dd; a date that does not exist is "Data inválida.". */
export const validitySchema = z.object({
  validityDate: z
    .string({ error: VALIDITY_MSG.required })
    .trim()
    .transform((v, ctx) => {
      const iso = parseDateBR(v);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: PRESENTATION_MSG.invalidDate });
        return z.NEVER;
      }
      return iso;
    }),
});

/** A checked box posts "on"; an unchecked one posts nothing (and no box checked, no `sections` at all). */
const sectionsSchema = z
  .object(Object.fromEntries(SECTION_KEYS.map((k) => [k, z.string().optional()])) as Record<ProposalSection, z.ZodOptional<z.ZodString>>)
  .optional()
  .transform((s) => Object.fromEntries(SECTION_KEYS.map((k) => [k, s?.[k] === "on"])) as Record<ProposalSection, boolean>);

/** Counted as the decider counts: trimmed, a line break one character (browsers post "\r\n"). */
const text = (key: ProposalText) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n?/g, "\n").trim())
    .refine((v) => !v.includes("\u0000"), { error: PRESENTATION_MSG.textNotText(key) })
    .refine((v) => v.length <= MAX_TEXT_CHARS, { error: PRESENTATION_MSG.textTooLong(key) });

const textsSchema = z
  .object(Object.fromEntries(TEXT_KEYS.map((k) => [k, text(k)])) as Record<ProposalText, ReturnType<typeof text>>)
  .optional()
  .transform((t) => Object.fromEntries(TEXT_KEYS.map((k) => [k, t?.[k] ?? ""])) as Record<ProposalText, string>);

export const customizationSchema = z.object({ sections: sectionsSchema, texts: textsSchema });

const color = (field: keyof typeof COLOR_LABELS) =>
  z
    .string({ error: PRESENTATION_MSG.color(COLOR_LABELS[field]) })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: PRESENTATION_MSG.color(COLOR_LABELS[field]) });

export const defaultsSchema = customizationSchema.extend({ primaryColor: color("primaryColor"), secondaryColor: color("secondaryColor") });

/** A customisation as the form's default values (conform: a checked box is "on"). */
export function presentationDefaults(p: Presentation) {
  return {
    sections: Object.fromEntries(SECTION_KEYS.map((k) => [k, p.sections[k] ? "on" : ""])),
    texts: Object.fromEntries(TEXT_KEYS.map((k) => [k, p.texts[k] ?? ""])),
  };
}

export const defaultsFormValues = (d: ProposalDefaults) => ({
  ...presentationDefaults(d),
  primaryColor: d.primaryColor,
  secondaryColor: d.secondaryColor,
});
