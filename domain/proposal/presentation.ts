// What the final proposal shows (spec part 3 §3 proposalCustomizationData, issue 16 "Validation and
// customisation"): its sections, switched on or off, and a few free texts. The same shape is a
// proposal's customisation (CustomizeProposal) and the company's defaults (domain/proposal-defaults),
// which prefill it. The validity date (aaaa-mm-dd) is valid when not before the company's today.
import { DomainError } from "../shared/decider";
import { isValidISODate } from "../shared/format";

/** The final proposal's sections, in page order, with the labels the forms show. */
export const PROPOSAL_SECTIONS = [
  ["cover", "Capa"],
  ["consumption", "Consumo"],
  ["kit", "Kit (módulos e inversores)"],
  ["generation", "Geração estimada"],
  ["price", "Preço"],
  ["viability", "Viabilidade financeira"],
  ["financing", "Financiamento"],
  ["warranties", "Garantias"],
  ["company", "Sobre a empresa"],
] as const;
export type ProposalSection = (typeof PROPOSAL_SECTIONS)[number][0];
export const SECTION_KEYS: readonly ProposalSection[] = PROPOSAL_SECTIONS.map(([k]) => k);

/** The free texts, with their labels. */
export const PROPOSAL_TEXTS = [
  ["presentation", "Apresentação"],
  ["notes", "Observações"],
  ["paymentConditions", "Condições de pagamento"],
] as const;
export type ProposalText = (typeof PROPOSAL_TEXTS)[number][0];
export const TEXT_KEYS: readonly ProposalText[] = PROPOSAL_TEXTS.map(([k]) => k);
const TEXT_LABEL = Object.fromEntries(PROPOSAL_TEXTS) as Record<ProposalText, string>;

/** A text's limit in characters (after trimming; a line break counts as one). */
export const MAX_TEXT_CHARS = 2000;

export const PRESENTATION_MSG = {
  invalidDate: "Data inválida.",
  textTooLong: (key: ProposalText) => `${TEXT_LABEL[key]}: no máximo ${MAX_TEXT_CHARS.toLocaleString("pt-BR")} caracteres.`,
  textNotText: (key: ProposalText) => `${TEXT_LABEL[key]}: texto inválido.`,
  color: (label: string) => `${label}: informe uma cor no formato #rrggbb (ex.: #05445e).`,
} as const;

export interface Presentation {
  sections: Record<ProposalSection, boolean>;
  texts: Record<ProposalText, string>;
}

/** Every section shown, no text: what a company that never saved its defaults gets. */
export const DEFAULT_PRESENTATION: Presentation = {
  sections: Object.fromEntries(SECTION_KEYS.map((k) => [k, true])) as Record<ProposalSection, boolean>,
  texts: Object.fromEntries(TEXT_KEYS.map((k) => [k, ""])) as Record<ProposalText, string>,
};

/**
 * The sections and texts as stored: every known key once (a missing section is off, a missing text
 * empty; unknown keys dropped), texts trimmed with Windows line breaks as "\n", each within the
 * limit. Throws the first problem on its field (`texts.notes`).
 */
export function checkPresentation(input: { sections?: unknown; texts?: unknown }): Presentation {
  const s = (input.sections && typeof input.sections === "object" ? input.sections : {}) as Record<string, unknown>;
  const t = (input.texts && typeof input.texts === "object" ? input.texts : {}) as Record<string, unknown>;
  const sections = Object.fromEntries(SECTION_KEYS.map((k) => [k, s[k] === true])) as Record<ProposalSection, boolean>;
  const texts = {} as Record<ProposalText, string>;
  for (const k of TEXT_KEYS) {
    const v = t[k] ?? "";
    // A NUL is no text a browser types, and PostgreSQL cannot keep it in an event.
    if (typeof v !== "string" || v.includes("\u0000")) throw new DomainError(PRESENTATION_MSG.textNotText(k), `texts.${k}`);
    const text = v.replace(/\r\n?/g, "\n").trim();
    if (text.length > MAX_TEXT_CHARS) throw new DomainError(PRESENTATION_MSG.textTooLong(k), `texts.${k}`);
    texts[k] = text;
  }
  return { sections, texts };
}

export const samePresentation = (a: Presentation, b: Presentation) =>
  SECTION_KEYS.every((k) => a.sections[k] === b.sections[k]) && TEXT_KEYS.every((k) => a.texts[k] === b.texts[k]);

/** A validity date (aaaa-mm-dd) not before `today` (aaaa-mm-dd, the company's date); else "Data inválida." on validityDate. */
export function checkValidity(validityDate: unknown, today: string): string {
  const v = typeof validityDate === "string" ? validityDate.trim() : "";
  if (!isValidISODate(v) || !isValidISODate(today) || v < today) throw new DomainError(PRESENTATION_MSG.invalidDate, "validityDate");
  return v;
}
