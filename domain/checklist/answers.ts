// The answers of one item's checklist: stream `item-checklist-<itemId>`. Separate from the item
// stream so an answer saved on blur never races a card move. The app passes the template item
// (kind and options) it read, as the item decider gets allowedReceivers.
import { DomainError, type Decider, type DomainEvent } from "../shared";
import { CHECKLIST_MSG, type ChecklistKind } from "./messages";

export const checklistAnswersStreamId = (itemId: string) => `item-checklist-${itemId}`;

export interface Answer {
  answerBoolean: boolean | null;
  answerString: string | null;
  /** Decimal with a dot: "12.5". */
  answerNumber: string | null;
}

export interface AnswerChecklistItem {
  type: "AnswerChecklistItem";
  itemId: string;
  template: { templateItemId: string; kind: ChecklistKind; options: string[] };
  /** As typed: "true"/"false" for a checkbox, the text, "1.234,5", or the chosen option. */
  answer: string;
}

export type ChecklistAnswerSaved = DomainEvent<"ChecklistAnswerSaved", { itemId: string; templateItemId: string; kind: ChecklistKind } & Answer>;
export type ChecklistAnswerEvent = ChecklistAnswerSaved;

export interface ChecklistAnswersState {
  answers: Record<string, Answer>;
}

/** "12", "12,5", "1.234,56", "12.5", "-3" → "12", "12.5", "1234.56", "12.5", "-3"; else null. */
export function parseNumberBR(input: string): string | null {
  const s = input.trim().replace(/\s/g, "");
  let normal: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s) || /^-?\d+,\d+$/.test(s)) normal = s.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d+(\.\d+)?$/.test(s)) normal = s;
  else return null;
  const n = Number(normal);
  if (!Number.isFinite(n) || Math.abs(n) >= 1e14) return null;
  return normal
    .replace(/^(-?)0+(?=\d)/, "$1")
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

export function validAnswer(kind: ChecklistKind, options: string[], raw: string): Answer {
  const none: Answer = { answerBoolean: null, answerString: null, answerNumber: null };
  switch (kind) {
    case "CHECKBOX":
      if (raw !== "true" && raw !== "false") throw new DomainError(CHECKLIST_MSG.invalidCheckbox, "answer");
      return { ...none, answerBoolean: raw === "true" };
    case "TEXT":
      if (!raw.trim()) throw new DomainError(CHECKLIST_MSG.answerRequired, "answer");
      return { ...none, answerString: raw.trim() };
    case "NUMBER": {
      if (!raw.trim()) throw new DomainError(CHECKLIST_MSG.answerRequired, "answer");
      const n = parseNumberBR(raw);
      if (n === null) throw new DomainError(CHECKLIST_MSG.invalidNumber, "answer");
      return { ...none, answerNumber: n };
    }
    case "LIST":
      if (!options.includes(raw)) throw new DomainError(CHECKLIST_MSG.selectOption, "answer");
      return { ...none, answerString: raw };
  }
}

function decide(c: AnswerChecklistItem, s: ChecklistAnswersState): ChecklistAnswerEvent[] {
  if (c.type !== "AnswerChecklistItem") throw new DomainError(CHECKLIST_MSG.unknownCommand);
  const answer = validAnswer(c.template.kind, c.template.options, c.answer);
  const before = s.answers[c.template.templateItemId];
  if (
    before &&
    before.answerBoolean === answer.answerBoolean &&
    before.answerString === answer.answerString &&
    before.answerNumber === answer.answerNumber
  ) {
    return []; // a blur without a change saves nothing
  }
  return [
    {
      type: "ChecklistAnswerSaved",
      data: { itemId: c.itemId, templateItemId: c.template.templateItemId, kind: c.template.kind, ...answer },
    },
  ];
}

function evolve(s: ChecklistAnswersState, e: ChecklistAnswerEvent): ChecklistAnswersState {
  if (e.type !== "ChecklistAnswerSaved") return s;
  const { answerBoolean, answerString, answerNumber } = e.data;
  return { answers: { ...s.answers, [e.data.templateItemId]: { answerBoolean, answerString, answerNumber } } };
}

export const checklistAnswersDecider: Decider<ChecklistAnswersState, AnswerChecklistItem, ChecklistAnswerEvent> = {
  initialState: () => ({ answers: {} }),
  evolve,
  decide,
};
