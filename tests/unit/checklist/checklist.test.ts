import { describe, expect, it } from "vitest";
import {
  checklistAnswersDecider,
  checklistDecider,
  parseNumberBR,
  type ChecklistEvent,
  type ChecklistAnswerEvent,
  type AddChecklistItem,
} from "../../../domain/checklist";
import { specFor } from "../support/given-when-then";

const given = specFor(checklistDecider);
const added = (id: string, position: number, kind: "CHECKBOX" | "LIST" = "CHECKBOX", options: string[] = []): ChecklistEvent => ({
  type: "ChecklistItemAdded",
  data: {
    boardType: "INSTALLATION",
    position,
    templateItemId: id,
    task: `Tarefa ${id}`,
    category: "Obra",
    kind,
    options,
  },
});

describe("checklist template", () => {
  it("adds items at the end", () => {
    given([added("a", 0)])
      .when({
        type: "AddChecklistItem",
        boardType: "INSTALLATION",
        templateItemId: "b",
        task: " Fixar inversor ",
        category: "",
        kind: "LIST",
        options: [" Sim", "Não", ""],
      })
      .then([
        {
          type: "ChecklistItemAdded",
          data: {
            boardType: "INSTALLATION",
            position: 1,
            templateItemId: "b",
            task: "Fixar inversor",
            category: "",
            kind: "LIST",
            options: ["Sim", "Não"],
          },
        },
      ]);
  });
  /** AddChecklistItem "b" on the SALES board: task "x", no category, a TEXT item, unless overridden. */
  const addItem = (over: Partial<AddChecklistItem> = {}): AddChecklistItem => ({
    type: "AddChecklistItem",
    boardType: "SALES",
    templateItemId: "b",
    task: "x",
    category: "",
    kind: "TEXT",
    options: [],
    ...over,
  });
  it("a list needs options, without repeats; other kinds keep none", () => {
    given([])
      .when(addItem({ kind: "LIST", options: [" "] }))
      .thenThrows("Insira ao menos uma opção (uma por linha).", { field: "options" });
    given([])
      .when(addItem({ kind: "LIST", options: ["A", "A "] }))
      .thenThrows("As opções não podem se repetir.", { field: "options" });
    given([])
      .when(addItem({ kind: "TEXT", options: ["A"] }))
      .then([
        {
          type: "ChecklistItemAdded",
          data: {
            boardType: "SALES",
            position: 0,
            templateItemId: "b",
            task: "x",
            category: "",
            kind: "TEXT",
            options: [],
          },
        },
      ]);
  });
  it("needs a task and a known kind", () => {
    given([])
      .when(addItem({ task: "" }))
      .thenThrows("Insira a tarefa.", { field: "task" });
    given([])
      .when(addItem({ kind: "DATE" as never }))
      .thenThrows("Selecione o tipo do item.", { field: "kind" });
  });
  it("edits, and does nothing when unchanged", () => {
    given([added("a", 0, "LIST", ["Sim"])])
      .when({ type: "EditChecklistItem", templateItemId: "a", task: "Tarefa a", category: "Obra", options: ["Sim"] })
      .then([]);
    given([added("a", 0, "LIST", ["Sim"])])
      .when({
        type: "EditChecklistItem",
        templateItemId: "a",
        task: "Tarefa a",
        category: "Obra",
        options: ["Sim", "Não"],
      })
      .then([
        {
          type: "ChecklistItemEdited",
          data: {
            boardType: "INSTALLATION",
            templateItemId: "a",
            task: "Tarefa a",
            category: "Obra",
            options: ["Sim", "Não"],
          },
        },
      ]);
  });
  it("moves up and down, not past the ends", () => {
    given([added("a", 0), added("b", 1), added("c", 2)])
      .when({ type: "MoveChecklistItem", templateItemId: "c", by: -1 })
      .then([{ type: "ChecklistReordered", data: { boardType: "INSTALLATION", order: ["a", "c", "b"] } }]);
    given([added("a", 0), added("b", 1)])
      .when({ type: "MoveChecklistItem", templateItemId: "a", by: -1 })
      .then([]);
  });
  it("removes; a removed item is not found", () => {
    const removed: ChecklistEvent = {
      type: "ChecklistItemRemoved",
      data: { boardType: "INSTALLATION", templateItemId: "a" },
    };
    given([added("a", 0)])
      .when({ type: "RemoveChecklistItem", templateItemId: "a" })
      .then([removed]);
    given([added("a", 0), removed])
      .when({ type: "EditChecklistItem", templateItemId: "a", task: "x", category: "", options: [] })
      .thenThrows("Item do checklist não encontrado.", { code: "not_found" });
  });
});

const answers = specFor(checklistAnswersDecider);
const list = { templateItemId: "t1", kind: "LIST" as const, options: ["Sim", "Não"] };

/** The command answering `template` on item i1. */
const answerOn = <T>(template: T, answer: string) => ({ type: "AnswerChecklistItem", itemId: "i1", template, answer }) as const;

type SavedAnswer = Extract<ChecklistAnswerEvent, { type: "ChecklistAnswerSaved" }>["data"];
/** The answer saved for item i1 on `template`: the given value, the other two null. */
const savedAnswer = (
  template: Pick<SavedAnswer, "templateItemId" | "kind">,
  value: Partial<Pick<SavedAnswer, "answerBoolean" | "answerString" | "answerNumber">>,
): ChecklistAnswerEvent => ({
  type: "ChecklistAnswerSaved",
  data: {
    itemId: "i1",
    templateItemId: template.templateItemId,
    kind: template.kind,
    answerBoolean: null,
    answerString: null,
    answerNumber: null,
    ...value,
  },
});

describe("checklist answers", () => {
  it("a list answer must be one of its options", () => {
    answers([]).when(answerOn(list, "Talvez")).thenThrows("Selecione uma das opções oferecidas.", { field: "answer" });
    answers([])
      .when(answerOn(list, "Não"))
      .then([savedAnswer(list, { answerString: "Não" })]);
  });
  it("text and number answers are required; numbers in pt-BR", () => {
    const text = { templateItemId: "t2", kind: "TEXT" as const, options: [] };
    const num = { templateItemId: "t3", kind: "NUMBER" as const, options: [] };
    answers([]).when(answerOn(text, "  ")).thenThrows("Campo obrigatório.", { field: "answer" });
    answers([]).when(answerOn(num, "")).thenThrows("Campo obrigatório.", { field: "answer" });
    answers([]).when(answerOn(num, "12a")).thenThrows("Insira um número válido.", { field: "answer" });
    answers([])
      .when(answerOn(num, "1.234,50"))
      .then([savedAnswer(num, { answerNumber: "1234.5" })]);
  });
  it("a checkbox toggles; the same answer again saves nothing", () => {
    const box = { templateItemId: "t4", kind: "CHECKBOX" as const, options: [] };
    const saved = savedAnswer(box, { answerBoolean: true });
    answers([]).when(answerOn(box, "true")).then([saved]);
    answers([saved]).when(answerOn(box, "true")).then([]);
    answers([]).when(answerOn(box, "on")).thenThrows("Resposta inválida.");
  });
  it("parses numbers", () => {
    expect(["12", "12,5", "1.234,56", "12.5", "-3", "007", "1.5.5", "", "1e5"].map(parseNumberBR)).toEqual([
      "12",
      "12.5",
      "1234.56",
      "12.5",
      "-3",
      "7",
      null,
      null,
      null,
    ]);
  });
});
