// /pos-venda/templates (spec part 2 §2): the company's after-sales proposal templates, a form to
// create one and, per template, an edit form and a delete form (confirmed: ADR 029). Managers and users with afterSalesManager; the module
// comes with the ENTERPRISE plan (ADR 026).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  afterSalesTemplateDecider,
  afterSalesTemplateStreamId,
  TEMPLATE_MSG,
  TEMPLATE_TAGS,
  type AfterSalesTemplateCommand,
} from "../../../domain/after-sales-template";
import { templateRow, templateRows } from "../../../projections/read-models/after-sales.queries";
import { can, isEnterprise } from "~/lib/access.server";
import { requireCsrf, requireUser, type SessionUser } from "~/lib/auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "~/lib/commands.server";
import { redirectWithNotice } from "~/lib/flash.server";
import { forbidden, notFound } from "~/lib/http.server";
import { parseIntent, replyKit } from "~/lib/intents.server";
import { services } from "~/lib/services.server";
import { templateIntents } from "./intents";

export const TEMPLATES_PATH = "/pos-venda/templates";

async function requireTemplatesUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!can(user, "afterSalesManager")) throw forbidden();
  return user;
}

/** `commandId` was already applied as this company's delete of `templateId`. */
async function alreadyDeleted(user: SessionUser, commandId: string, templateId: string): Promise<boolean> {
  const { store } = await services();
  const seen = await store.findCommand(commandId);
  return Boolean(
    seen?.events.some(
      (e) =>
        e.type === "AfterSalesTemplateDeleted" &&
        e.metadata.companyId === user.companyId &&
        (e.data as { templateId?: string }).templateId === templateId,
    ),
  );
}

export async function templatesLoader({ request }: LoaderFunctionArgs) {
  const user = await requireTemplatesUser(request);
  const { database } = await services();
  const rows = isEnterprise(user) ? await templateRows(database.db, user.companyId) : [];
  return {
    user,
    enterprise: isEnterprise(user),
    tags: Object.entries(TEMPLATE_TAGS),
    createCommandId: newCommandId(),
    templates: rows.map((r) => ({ id: r.template_id, name: r.name, body: r.body, commandId: newCommandId(), deleteCommandId: newCommandId() })),
  };
}

export async function templatesAction({ request }: ActionFunctionArgs) {
  const user = await requireTemplatesUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  if (!isEnterprise(user)) throw forbidden();
  const submission = parseIntent(form, templateIntents);
  const kit = replyKit(submission, { intent: String(form.get("intent")), templateId: String(form.get("templateId") ?? "") });
  if (submission.status !== "success") return kit.invalid();
  const v = submission.value;
  const commandId = commandIdFrom(form);
  let templateId: string;
  let command: AfterSalesTemplateCommand;
  if (v.intent === "create-template") {
    // From the command id: the same form posted twice creates one template.
    templateId = derivedId(commandId, "after-sales-template");
    command = { type: "CreateAfterSalesTemplate", templateId, name: v.name, body: v.body };
  } else {
    const { database } = await services();
    // Only a template of the user's company: another company's id is not found.
    const row = await templateRow(database.db, user.companyId, v.templateId);
    // A delete posted twice: the second finds no row, but its command was this company's delete of this template.
    if (!row && v.intent === "delete-template" && (await alreadyDeleted(user, commandId, v.templateId))) {
      return redirectWithNotice(TEMPLATES_PATH, "template-excluido");
    }
    if (!row) throw notFound(TEMPLATE_MSG.templateNotFound);
    templateId = row.template_id;
    command = v.intent === "delete-template" ? { type: "DeleteAfterSalesTemplate" } : { type: "EditAfterSalesTemplate", name: v.name, body: v.body };
  }
  const outcome = await sendCommand(user, afterSalesTemplateStreamId(templateId), afterSalesTemplateDecider, command, commandId);
  const notice = v.intent === "delete-template" ? "template-excluido" : "template-salvo";
  return kit.after(outcome, () =>
    outcome.ok && outcome.events.length === 0 ? redirect(TEMPLATES_PATH) : redirectWithNotice(TEMPLATES_PATH, notice),
  );
}
