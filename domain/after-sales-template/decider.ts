// After-sales proposal templates (spec part 2 §2 /pos-venda/templates, §5 "template required"): one
// stream per template, `aftersalestemplate-<templateId>`. A template is a name and the text the
// after-sales proposal shows, with tags filled at generation (after-sales-template/tags.ts). A deleted
// template is gone for good (ADR 029): proposals generated from it keep their frozen text and its name.
import { assertNever, DomainError, MAX_LENGTH, MSG, titleProblem, tooLongMessage, type Decider, type DomainEvent } from "../shared";

export const afterSalesTemplateStreamId = (templateId: string) => `aftersalestemplate-${templateId}`;

export const TEMPLATE_MSG = { templateNotFound: "Template não encontrado.", templateExists: "Template já existe." } as const;

export interface TemplateContent {
  name: string;
  body: string;
}

export type AfterSalesTemplateCommand =
  | ({ type: "CreateAfterSalesTemplate"; templateId: string } & TemplateContent)
  | ({ type: "EditAfterSalesTemplate" } & TemplateContent)
  | { type: "DeleteAfterSalesTemplate" };

export type AfterSalesTemplateCreated = DomainEvent<"AfterSalesTemplateCreated", { templateId: string } & TemplateContent>;
export type AfterSalesTemplateEdited = DomainEvent<"AfterSalesTemplateEdited", { templateId: string; from: TemplateContent; to: TemplateContent }>;
/** Carries the name it had, for whoever reads the log later (the projection only needs the id). */
export type AfterSalesTemplateDeleted = DomainEvent<"AfterSalesTemplateDeleted", { templateId: string; name: string }>;
export type AfterSalesTemplateEvent = AfterSalesTemplateCreated | AfterSalesTemplateEdited | AfterSalesTemplateDeleted;

export type AfterSalesTemplateState =
  { lifecycle: "none" } | ({ lifecycle: "active"; templateId: string } & TemplateContent) | { lifecycle: "deleted"; templateId: string };

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export function readTemplateName(input: unknown): Read<string> {
  const v = typeof input === "string" ? input.trim() : "";
  if (!v) return { ok: false, message: MSG.required };
  if (v.length > MAX_LENGTH.name) return { ok: false, message: tooLongMessage(MAX_LENGTH.name) };
  const problem = titleProblem(v);
  return problem ? { ok: false, message: problem } : { ok: true, value: v };
}

/** The proposal's text: required, at most MAX_LENGTH.longText characters; line breaks kept. */
export function readTemplateBody(input: unknown): Read<string> {
  const v = typeof input === "string" ? input.replace(/\r\n/g, "\n").trim() : "";
  if (!v) return { ok: false, message: MSG.required };
  if (v.length > MAX_LENGTH.longText) return { ok: false, message: tooLongMessage(MAX_LENGTH.longText) };
  return { ok: true, value: v };
}

function content(c: { name: unknown; body: unknown }): TemplateContent {
  const name = readTemplateName(c.name);
  if (!name.ok) throw new DomainError(name.message, "name");
  const body = readTemplateBody(c.body);
  if (!body.ok) throw new DomainError(body.message, "body");
  return { name: name.value, body: body.value };
}

function decide(command: AfterSalesTemplateCommand, state: AfterSalesTemplateState): AfterSalesTemplateEvent[] {
  if (command.type === "CreateAfterSalesTemplate") {
    // A deleted template's id is never used again (the id comes from the form's command id).
    if (state.lifecycle !== "none") throw new DomainError(TEMPLATE_MSG.templateExists, undefined, "conflict");
    return [{ type: "AfterSalesTemplateCreated", data: { templateId: command.templateId, ...content(command) } }];
  }
  if (state.lifecycle !== "active") throw new DomainError(TEMPLATE_MSG.templateNotFound, undefined, "not_found");
  switch (command.type) {
    case "EditAfterSalesTemplate": {
      const to = content(command);
      const from = { name: state.name, body: state.body };
      if (to.name === from.name && to.body === from.body) return [];
      return [{ type: "AfterSalesTemplateEdited", data: { templateId: state.templateId, from, to } }];
    }
    case "DeleteAfterSalesTemplate":
      return [{ type: "AfterSalesTemplateDeleted", data: { templateId: state.templateId, name: state.name } }];
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

function evolve(state: AfterSalesTemplateState, event: AfterSalesTemplateEvent): AfterSalesTemplateState {
  switch (event.type) {
    case "AfterSalesTemplateCreated":
      return { lifecycle: "active", templateId: event.data.templateId, name: event.data.name, body: event.data.body };
    case "AfterSalesTemplateEdited":
      return state.lifecycle === "active" ? { ...state, ...event.data.to } : state;
    case "AfterSalesTemplateDeleted":
      return { lifecycle: "deleted", templateId: event.data.templateId };
    default:
      return state;
  }
}

export const afterSalesTemplateDecider: Decider<AfterSalesTemplateState, AfterSalesTemplateCommand, AfterSalesTemplateEvent> = {
  initialState: () => ({ lifecycle: "none" }),
  evolve,
  decide,
};
