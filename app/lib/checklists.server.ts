// Checklists (spec part 2 §3, §4, §5, §7 "Checklists"): the company's list per board type
// (/configuracoes/checklists) and the answers on an item (item page). Answers save at once with JS
// (a fetcher on toggle, blur, selection) and without JS through the same small form per entry.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import "../../db/schema-notes";
import {
  CHECKLIST_KINDS,
  checklistAnswersDecider,
  checklistAnswersStreamId,
  checklistDecider,
  checklistStreamId,
  type ChecklistCommand,
  type ChecklistKind,
} from "../../domain/checklist";
import { z } from "zod";
import { BOARD_TYPES, isBoardType, type BoardType } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requirePermission } from "./access.server";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import type { answerChecklistSchema } from "./forms";
import { notFound } from "./http.server";
import type { ItemRequest } from "./item-access.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { ERROR_STATUS } from "./replies.server";
import { services } from "./services.server";
import { checklistAnswers, checklistRows } from "../../projections/read-models/checklists.queries";

export interface ChecklistEntry {
  id: string;
  task: string;
  category: string;
  kind: ChecklistKind;
  options: string[];
  position: number;
}

export async function listChecklist(companyId: string, boardType: BoardType): Promise<ChecklistEntry[]> {
  const { database } = await services();
  const rows = await checklistRows(database.db, companyId, boardType);
  return rows.map((r) => ({
    ...r,
    kind: r.kind as ChecklistKind,
    options: (typeof r.options === "string" ? JSON.parse(r.options) : r.options) as string[],
  }));
}

/** The item's checklist with its answers, as strings the inputs show ("12,5" for numbers). */
export async function itemChecklist(user: SessionUser, boardType: BoardType, itemId: string) {
  const { database } = await services();
  const [entries, answers] = await Promise.all([listChecklist(user.companyId, boardType), checklistAnswers(database.db, user.companyId, itemId)]);
  const byId = new Map(answers.map((a) => [a.template_item_id, a]));
  return entries.map((e) => {
    const a = byId.get(e.id);
    const answer = !a
      ? ""
      : e.kind === "CHECKBOX"
        ? String(a.answer_boolean === true)
        : e.kind === "NUMBER"
          ? a.answer_number === null
            ? ""
            : String(Number(a.answer_number)).replace(".", ",")
          : (a.answer_string ?? "");
    return { ...e, answer, answered: !!a, commandId: newCommandId() };
  });
}

/** intent=answer-checklist on the item page: one entry's answer. */
export async function answerChecklist(page: ItemRequest, v: z.output<typeof answerChecklistSchema>, back: string) {
  const { user, type, item, commandId, kit } = page;
  const entry = (await listChecklist(user.companyId, type)).find((e) => e.id === v.templateItemId);
  if (!entry) throw notFound("Item do checklist não encontrado.");
  // An unchecked checkbox posts nothing: that is the answer "false".
  const answer = entry.kind === "CHECKBOX" ? String(v.answer === "true") : (v.answer ?? "");
  const outcome = await sendCommand(
    user,
    checklistAnswersStreamId(item.id),
    checklistAnswersDecider,
    {
      type: "AnswerChecklistItem",
      itemId: item.id,
      template: { templateItemId: entry.id, kind: entry.kind, options: entry.options },
      answer,
    },
    commandId,
  );
  // The fetcher (JS) gets data and revalidates in place; a plain form post redirects back.
  return kit.after(outcome, () => (v.via === "fetcher" ? data({ intent: v.intent, templateItemId: entry.id, ok: true }) : redirect(back)));
}

// ── /configuracoes/checklists ───────────────────────────────────────────────

const boardTypeFrom = (v: string | null): BoardType => (isBoardType(v) ? v : "SALES");
const optionsFrom = (v: string) => v.split(/\r?\n/);

export async function checklistSettingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  const boardType = boardTypeFrom(new URL(request.url).searchParams.get("tipo"));
  const entries = await listChecklist(user.companyId, boardType);
  return {
    user,
    boardType,
    boardTypes: BOARD_TYPES,
    kinds: CHECKLIST_KINDS,
    addCommandId: newCommandId(),
    entries: entries.map((e) => ({
      ...e,
      commandIds: { edit: newCommandId(), up: newCommandId(), down: newCommandId(), remove: newCommandId() },
    })),
  };
}

// The settings forms carry plain text: the decider checks task, kind and options (its messages).
const text = z.string().default("");
const entryId = z.string().regex(UUID_RE);
const settingsIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), task: text, category: text, kind: text, options: text }),
  z.object({ intent: z.literal("edit"), templateItemId: entryId, task: text, category: text, options: text }),
  z.object({ intent: z.literal("remove"), templateItemId: entryId }),
  z.object({ intent: z.literal("up"), templateItemId: entryId }),
  z.object({ intent: z.literal("down"), templateItemId: entryId }),
]);

export async function checklistSettingsAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  const form = await request.formData();
  await requireCsrf(form, user);
  const boardType = boardTypeFrom(String(form.get("boardType") ?? ""));
  const submission = parseIntent(form, settingsIntents);
  // The only invalid form is a malformed entry id: no such entry.
  if (submission.status !== "success") throw notFound("Item do checklist não encontrado.");
  const commandId = commandIdFrom(form);
  const v = submission.value;
  let command: ChecklistCommand;
  switch (v.intent) {
    case "add": {
      const kind = CHECKLIST_KINDS.find((k) => k === v.kind);
      const templateItemId = derivedId(commandId, "checklist-item");
      const fields = { task: v.task, category: v.category, options: optionsFrom(v.options) };
      // An unknown kind goes to the decider as "" so that its message answers.
      command = { type: "AddChecklistItem", boardType, templateItemId, kind: kind ?? ("" as ChecklistKind), ...fields };
      break;
    }
    case "edit": {
      const { templateItemId, task, category } = v;
      command = { type: "EditChecklistItem", templateItemId, task, category, options: optionsFrom(v.options) };
      break;
    }
    case "remove":
      command = { type: "RemoveChecklistItem", templateItemId: v.templateItemId };
      break;
    case "up":
    case "down":
      command = { type: "MoveChecklistItem", templateItemId: v.templateItemId, by: v.intent === "up" ? -1 : 1 };
      break;
    default:
      return unknownIntent(v);
  }
  const stream = checklistStreamId(user.companyId, boardType);
  const outcome = await sendCommand(user, stream, checklistDecider, command, commandId);
  if (!outcome.ok) {
    const e = outcome.error;
    if (e.code === "not_found") throw notFound(e.message);
    // This page renders its own errors from the posted values (no conform form here).
    const values = "task" in v ? { task: v.task, category: v.category, options: v.options } : {};
    const reply = {
      intent: v.intent,
      templateItemId: "templateItemId" in v ? v.templateItemId : "",
      values: "kind" in v ? { ...values, kind: v.kind } : values,
      field: e.field ?? "form",
      error: e.message,
    };
    return data(reply, { status: ERROR_STATUS[e.code] });
  }
  return redirect(`/configuracoes/checklists?tipo=${boardType}`);
}
