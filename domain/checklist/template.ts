// The company's checklist of one board type: stream `checklist-<companyId>-<TYPE>` (spec part 2 §3
// "Checklist (per board type): items, itemsOrder; item: task, category, type, list options").
import {
  assertNever,
  checkMaxLength,
  DomainError,
  MAX_LENGTH,
  ignoreUnknownEvent,
  isBoardType,
  required,
  type BoardType,
  type Decider,
  type DomainEvent,
} from "../shared";
import { CHECKLIST_KINDS, CHECKLIST_MSG, type ChecklistKind } from "./messages";

export const checklistStreamId = (companyId: string, boardType: BoardType) => `checklist-${companyId}-${boardType}`;

export interface ChecklistTemplateItem {
  templateItemId: string;
  task: string;
  category: string;
  kind: ChecklistKind;
  /** LIST only; [] for the other kinds. */
  options: string[];
}

export type AddChecklistItem = { type: "AddChecklistItem"; boardType: BoardType } & ChecklistTemplateItem;
/** The kind is fixed once created: answers already given stay meaningful. */
export type EditChecklistItem = {
  type: "EditChecklistItem";
  templateItemId: string;
  task: string;
  category: string;
  options: string[];
};
export type RemoveChecklistItem = { type: "RemoveChecklistItem"; templateItemId: string };
/** Up (-1) or down (+1) one place: the no-JS ordering buttons. */
export type MoveChecklistItem = { type: "MoveChecklistItem"; templateItemId: string; by: -1 | 1 };
export type ChecklistCommand = AddChecklistItem | EditChecklistItem | RemoveChecklistItem | MoveChecklistItem;

export type ChecklistItemAdded = DomainEvent<"ChecklistItemAdded", { boardType: BoardType; position: number } & ChecklistTemplateItem>;
export type ChecklistItemEdited = DomainEvent<
  "ChecklistItemEdited",
  { boardType: BoardType; templateItemId: string; task: string; category: string; options: string[] }
>;
export type ChecklistItemRemoved = DomainEvent<"ChecklistItemRemoved", { boardType: BoardType; templateItemId: string }>;
/** The whole order after the change (spec's itemsOrder). */
export type ChecklistReordered = DomainEvent<"ChecklistReordered", { boardType: BoardType; order: string[] }>;
export type ChecklistEvent = ChecklistItemAdded | ChecklistItemEdited | ChecklistItemRemoved | ChecklistReordered;

export interface ChecklistState {
  boardType: BoardType | null;
  items: Record<string, ChecklistTemplateItem>;
  order: string[];
}

const initialState = (): ChecklistState => ({ boardType: null, items: {}, order: [] });

/** Trimmed options; required and unique for LIST, none for the other kinds. */
export function validOptions(kind: ChecklistKind, options: string[]): string[] {
  if (kind !== "LIST") return [];
  const clean = options.map((o) => o.trim()).filter((o) => o.length > 0);
  for (const o of clean) checkMaxLength(o, MAX_LENGTH.name, "options");
  if (clean.length === 0) throw new DomainError(CHECKLIST_MSG.optionsRequired, "options");
  if (new Set(clean).size !== clean.length) throw new DomainError(CHECKLIST_MSG.duplicateOption, "options");
  return clean;
}

// ── Decide: one function per command ────────────────────────────────────────
export function addChecklistItem(c: AddChecklistItem, s: ChecklistState): ChecklistItemAdded[] {
  if (!isBoardType(c.boardType)) throw new DomainError(CHECKLIST_MSG.itemNotFound, undefined, "not_found");
  if (s.items[c.templateItemId]) throw new DomainError(CHECKLIST_MSG.itemExists, undefined, "conflict");
  if (!required(c.task)) throw new DomainError(CHECKLIST_MSG.taskRequired, "task");
  checkMaxLength(c.task, MAX_LENGTH.text, "task");
  checkMaxLength(c.category, MAX_LENGTH.name, "category");
  if (!(CHECKLIST_KINDS as readonly string[]).includes(c.kind)) throw new DomainError(CHECKLIST_MSG.selectKind, "kind");
  const options = validOptions(c.kind, c.options);
  return [
    {
      type: "ChecklistItemAdded",
      data: {
        boardType: c.boardType,
        position: s.order.length,
        templateItemId: c.templateItemId,
        task: c.task.trim(),
        category: c.category.trim(),
        kind: c.kind,
        options,
      },
    },
  ];
}

/** Task, category and options (the kind stays); [] when nothing changes. */
export function editChecklistItem(c: EditChecklistItem, s: ChecklistState): ChecklistItemEdited[] {
  const item = s.items[c.templateItemId];
  if (!item) throw new DomainError(CHECKLIST_MSG.itemNotFound, undefined, "not_found");
  if (!required(c.task)) throw new DomainError(CHECKLIST_MSG.taskRequired, "task");
  checkMaxLength(c.task, MAX_LENGTH.text, "task");
  checkMaxLength(c.category, MAX_LENGTH.name, "category");
  const options = validOptions(item.kind, c.options);
  const next = { task: c.task.trim(), category: c.category.trim(), options };
  if (next.task === item.task && next.category === item.category && next.options.join("\n") === item.options.join("\n")) return [];
  return [{ type: "ChecklistItemEdited", data: { boardType: s.boardType!, templateItemId: c.templateItemId, ...next } }];
}

export function removeChecklistItem(c: RemoveChecklistItem, s: ChecklistState): ChecklistItemRemoved[] {
  if (!s.items[c.templateItemId]) throw new DomainError(CHECKLIST_MSG.itemNotFound, undefined, "not_found");
  return [{ type: "ChecklistItemRemoved", data: { boardType: s.boardType!, templateItemId: c.templateItemId } }];
}

/** One place up or down; [] at either end. */
export function moveChecklistItem(c: MoveChecklistItem, s: ChecklistState): ChecklistReordered[] {
  const i = s.order.indexOf(c.templateItemId);
  if (i < 0) throw new DomainError(CHECKLIST_MSG.itemNotFound, undefined, "not_found");
  const j = i + c.by;
  if (j < 0 || j >= s.order.length) return [];
  const order = [...s.order];
  [order[i], order[j]] = [order[j], order[i]];
  return [{ type: "ChecklistReordered", data: { boardType: s.boardType!, order } }];
}

function decide(c: ChecklistCommand, s: ChecklistState): ChecklistEvent[] {
  switch (c.type) {
    case "AddChecklistItem":
      return addChecklistItem(c, s);
    case "EditChecklistItem":
      return editChecklistItem(c, s);
    case "RemoveChecklistItem":
      return removeChecklistItem(c, s);
    case "MoveChecklistItem":
      return moveChecklistItem(c, s);
    default:
      return assertNever(c, new DomainError(CHECKLIST_MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(s: ChecklistState, e: ChecklistEvent): ChecklistState {
  switch (e.type) {
    case "ChecklistItemAdded": {
      const { boardType, position: _p, ...item } = e.data;
      return {
        boardType,
        items: { ...s.items, [item.templateItemId]: item },
        order: [...s.order, item.templateItemId],
      };
    }
    case "ChecklistItemEdited": {
      const { templateItemId, task, category, options } = e.data;
      return { ...s, items: { ...s.items, [templateItemId]: { ...s.items[templateItemId], task, category, options } } };
    }
    case "ChecklistItemRemoved": {
      const items = { ...s.items };
      delete items[e.data.templateItemId];
      return { ...s, items, order: s.order.filter((id) => id !== e.data.templateItemId) };
    }
    case "ChecklistReordered":
      return { ...s, order: e.data.order };
    default:
      return ignoreUnknownEvent(e, s);
  }
}

export const checklistDecider: Decider<ChecklistState, ChecklistCommand, ChecklistEvent> = {
  initialState,
  evolve,
  decide,
};
