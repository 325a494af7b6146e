// POST /configuracoes: one form per settings group, each saved by its own command (part 3 §7).
// Replies are { intent, serviceId?, result }; the page shows what was typed from result.initialValue.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { companyDecider, companyStreamId, slugDecider, slugStreamId, type CompanyCommand } from "../../domain/company";
import { SLUG_RE } from "../../domain/company/settings";
import type { Preferences } from "../../domain/settings/defaults";
import { isValidEmail, MSG, parseNumberBR } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requireCsrf } from "./auth.server";
import { redirectWithNotice } from "./flash.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { formReply, type Problem } from "./replies.server";
import { getCompanySettings } from "./settings.server";
import { deleteSupplierLogin, saveSupplierLogin, supplierLogin } from "./supplier-credentials.server";
import { requireSettingsAccess } from "./settings-page.server";
import { LIST_INTENTS, LIST_SECTIONS, PREFERENCE_FLAGS, PREFERENCE_NUMBERS, PREFERENCE_TEXTS } from "./settings-sections";

const text = z.string().optional().default("");
const list = z.array(z.string()).optional().default([]);
const PREFERENCE_KEYS = [...PREFERENCE_NUMBERS, ...PREFERENCE_FLAGS, ...PREFERENCE_TEXTS].map((p) => p.key);
/** Every preference the form shows, as typed (numbers in pt-BR, checkboxes "on"). */
const preferenceFields = Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, text])) as Record<Exclude<keyof Preferences, "stdOwners">, typeof text>;
const service = { name: text, type: z.string().optional().default("SERVICE") };

/** Which form a reply answers; serviceId: which service's row. */
type SettingsReply = { intent: string; serviceId?: string };

const settingsIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(LIST_INTENTS), values: text }),
  z.object({ intent: z.literal("save-interface"), hiddenMenus: list }),
  z.object({ intent: z.literal("save-preferencias"), stdOwners: list, ...preferenceFields }),
  z.object({ intent: z.literal("save-permissoes"), vendorPriceEdit: z.string().optional() }),
  z.object({ intent: z.literal("save-endereco-da-proposta"), proposalSlug: text }),
  z.object({ intent: z.literal("save-seguranca"), sessionIdleMinutes: text, fileRetentionDays: text }),
  z.object({ intent: z.literal("save-fornecedores"), disabledSuppliers: list, fortlevEmail: text, fortlevPassword: text }),
  z.object({ intent: z.literal("add-service"), ...service }),
  z.object({ intent: z.literal("edit-service"), serviceId: text, ...service }),
  z.object({ intent: z.literal("delete-service"), serviceId: text }),
]);

/** A list's rule broken at `origins[2]` shows on the textarea, with the line number. */
const onLine = (problem: Problem): Problem => {
  const m = problem.field ? /\[(\d+)\]$/.exec(problem.field) : null;
  return {
    ...problem,
    field: "values",
    message: m ? `Linha ${Number(m[1]) + 1}: ${problem.message}` : problem.message,
  };
};

export async function settingsAction({ request }: ActionFunctionArgs) {
  const user = await requireSettingsAccess(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, settingsIntents);
  const intent = String(form.get("intent"));
  if (submission.status !== "success") return formReply<SettingsReply>(submission, { with: { intent } });
  const v = submission.value;
  const commandId = commandIdFrom(form);
  const send = (command: CompanyCommand) => sendCommand(user, companyStreamId(user.companyId), companyDecider, command, commandId);
  const reply = (problem: Problem, serviceId?: string) => formReply<SettingsReply>(submission, { problem, with: { intent: v.intent, serviceId } });
  // The section again; the flash says it was saved (gone on a reload).
  const done = (section: string) => redirectWithNotice(`/configuracoes?secao=${section}`, "configuracoes-salvas");

  // The six list sections share one form; `values` is theirs alone.
  if ("values" in v) {
    const section = LIST_SECTIONS.find((s) => `save-${s.slug}` === v.intent)!;
    if (v.values.length > 20_000) return reply(onLine({ message: MSG.tooManyValues }));
    const values = v.values
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
    const outcome = await send({ type: section.command, values });
    return outcome.ok ? done(section.slug) : reply(onLine(outcome.error));
  }

  switch (v.intent) {
    case "save-interface": {
      const outcome = await send({ type: "SetHiddenMenus", hiddenMenus: v.hiddenMenus });
      return outcome.ok ? done("interface") : reply(outcome.error);
    }
    case "save-preferencias": {
      const preferences: Partial<Record<keyof Preferences, unknown>> = {};
      const typed = (key: keyof Preferences) => (key === "stdOwners" ? "" : v[key]);
      for (const { key } of PREFERENCE_NUMBERS) {
        const n = typed(key).trim();
        preferences[key] = n ? parseNumberBR(n) : null;
      }
      for (const { key } of PREFERENCE_FLAGS) preferences[key] = typed(key) === "on";
      for (const { key } of PREFERENCE_TEXTS) preferences[key] = typed(key);
      preferences.stdOwners = v.stdOwners.filter((id) => UUID_RE.test(id));
      const outcome = await send({ type: "SetPreferences", preferences });
      return outcome.ok ? done("preferencias") : reply(outcome.error);
    }
    case "save-permissoes": {
      const outcome = await send({ type: "SetVendorPriceEdit", vendorPriceEdit: v.vendorPriceEdit === "on" });
      return outcome.ok ? done("permissoes") : reply(outcome.error);
    }
    case "save-endereco-da-proposta": {
      const slug = v.proposalSlug.trim();
      if (!SLUG_RE.test(slug) || slug.includes("--")) return reply({ message: MSG.invalidSlug, field: "proposalSlug" });
      const problem = await moveSlug(user, slug, commandId);
      return problem ? reply(problem) : done("endereco-da-proposta");
    }
    case "save-seguranca": {
      // Sign-in and retention rules are the manager's alone (issue 14).
      if (user.role !== "MANAGER") return reply({ message: "Apenas o gerente altera as configurações de segurança.", code: "forbidden" });
      const whole = (s: string) => (/^\s*\d{1,9}\s*$/.test(s) ? Number(s) : Number.NaN);
      const security = { sessionIdleMinutes: whole(v.sessionIdleMinutes), fileRetentionDays: whole(v.fileRetentionDays) };
      const outcome = await send({ type: "SetSecuritySettings", security });
      return outcome.ok ? done("seguranca") : reply(outcome.error);
    }
    case "save-fornecedores": {
      // The login is a secret (ADR 005): written to supplier_credentials before the command, never in an event nor echoed back.
      const hideFields = ["fortlevPassword"];
      const refuse = (problem: Problem) => formReply<SettingsReply>(submission, { problem, hideFields, with: { intent: v.intent } });
      const email = v.fortlevEmail.trim();
      if (email && (!isValidEmail(email) || email.length > 200)) return refuse({ message: MSG.invalidEmail, field: "fortlevEmail" });
      if (v.fortlevPassword.length > 200) return refuse({ message: "Senha muito longa.", field: "fortlevPassword" });
      if (email && !v.fortlevPassword && !(await supplierLogin(user.companyId)))
        return refuse({ message: "Informe a senha do fornecedor.", field: "fortlevPassword" });
      if (email) await saveSupplierLogin(user.companyId, email, v.fortlevPassword);
      else await deleteSupplierLogin(user.companyId);
      const outcome = await send({ type: "SetDisabledSuppliers", disabledSuppliers: v.disabledSuppliers });
      return outcome.ok ? done("fornecedores") : refuse(outcome.error);
    }
    case "add-service":
    case "edit-service": {
      const serviceId = v.intent === "add-service" ? derivedId(commandId, "service") : v.serviceId;
      if (!UUID_RE.test(serviceId)) throw notFound(SERVICE_NOT_FOUND);
      const service = { name: v.name, type: v.type };
      const outcome = await send(
        v.intent === "add-service" ? { type: "AddAfterSalesService", serviceId, service } : { type: "EditAfterSalesService", serviceId, service },
      );
      return outcome.ok ? done("servicos-pos-venda") : reply(outcome.error, serviceId);
    }
    case "delete-service": {
      if (!UUID_RE.test(v.serviceId)) throw notFound(SERVICE_NOT_FOUND);
      const outcome = await send({ type: "DeleteAfterSalesService", serviceId: v.serviceId });
      return outcome.ok ? done("servicos-pos-venda") : reply(outcome.error, v.serviceId);
    }
    default:
      return unknownIntent(v);
  }
}

const SERVICE_NOT_FOUND = "Serviço não encontrado.";

/**
 * Reserves the slug in its own stream first (unique across companies), then sets it; the old one
 * is released. Returns the problem that stopped it, if any.
 */
async function moveSlug(user: { id: string; companyId: string }, slug: string, commandId: string) {
  const current = (await getCompanySettings(user.companyId)).proposalSlug;
  const reserved = await sendCommand(user, slugStreamId(slug), slugDecider, { type: "ReserveSlug", slug }, derivedId(commandId, "reserve"));
  if (!reserved.ok) return reserved.error;
  const set = await sendCommand(user, companyStreamId(user.companyId), companyDecider, { type: "SetProposalSlug", slug }, commandId);
  if (!set.ok) return set.error;
  if (current && current !== slug) {
    const release = { type: "ReleaseSlug" as const, slug: current };
    await sendCommand(user, slugStreamId(current), slugDecider, release, derivedId(commandId, "release"));
  }
  return null;
}
