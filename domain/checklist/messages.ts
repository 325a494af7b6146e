// pt-BR messages of checklists (spec part 2 §5 "Checklist": text and number answers required; a
// list answer must be one of the offered options). Texts the spec does not give are plain ones.
import { MSG } from "../shared";

export const CHECKLIST_KINDS = ["CHECKBOX", "TEXT", "NUMBER", "LIST"] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];
export const CHECKLIST_KIND_LABELS: Record<ChecklistKind, string> = {
  CHECKBOX: "Caixa de seleção",
  TEXT: "Texto",
  NUMBER: "Número",
  LIST: "Lista de opções",
};

export const CHECKLIST_MSG = {
  taskRequired: "Insira a tarefa.",
  selectKind: "Selecione o tipo do item.",
  optionsRequired: "Insira ao menos uma opção (uma por linha).",
  duplicateOption: "As opções não podem se repetir.",
  itemNotFound: "Item do checklist não encontrado.",
  itemExists: "Item do checklist já existe.",
  answerRequired: MSG.required,
  invalidNumber: "Insira um número válido.",
  selectOption: "Selecione uma das opções oferecidas.",
  invalidCheckbox: "Resposta inválida.",
  unknownCommand: MSG.unknownCommand,
} as const;
