// /configuracoes: the company's settings, one section at a time (?secao=...), each group saved by
// its own command and event (part 3 §7). Non-vendors or vendors with configManager (part 1 §6).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyDecider, companyStreamId, slugDecider, slugStreamId, type CompanyCommand } from "../../domain/company";
import { MENU_AREAS, SLUG_RE } from "../../domain/company/settings";
import { DomainError, MSG, parseNumberBR } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requirePermission } from "./access.server";
import { requireCsrf, requireUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";
import {
  LIST_SECTIONS,
  OTHER_SECTIONS,
  PREFERENCE_FLAGS,
  PREFERENCE_NUMBERS,
  PREFERENCE_TEXTS,
} from "./settings-sections";

async function requireSettingsAccess(request: Request) {
  const user = await requireUser(request);
  requirePermission(user, "configManager");
  return user;
}

const SECTIONS = [...LIST_SECTIONS.map((s) => s.slug), ...OTHER_SECTIONS.map((s) => s.slug)];

export async function settingsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireSettingsAccess(request);
  const url = new URL(request.url);
  const section = SECTIONS.includes(url.searchParams.get("secao") ?? "")
    ? url.searchParams.get("secao")!
    : LIST_SECTIONS[0].slug;
  const settings = await getCompanySettings(user.companyId);
  const { database } = await services();
  const users = await database.db
    .selectFrom("rm_users")
    .select(["id", "name", "role"])
    .where("company_id", "=", user.companyId)
    .where("active", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return {
    user,
    section,
    settings,
    users,
    menuAreas: [...MENU_AREAS],
    commandId: newCommandId(),
    saved: url.searchParams.get("salvo") === "1",
  };
}

type Reply = {
  intent: string;
  fieldErrors: Record<string, string[]>;
  formErrors?: string[];
  values?: Record<string, unknown>;
};
const fail = (
  intent: string,
  e: DomainError | { message: string; field?: string },
  fieldMap: (f?: string) => string = (f) => f ?? "",
  values?: Record<string, unknown>,
) =>
  data<Reply>(
    {
      intent,
      fieldErrors: e.field ? { [fieldMap(e.field)]: [e.message] } : {},
      formErrors: e.field ? undefined : [e.message],
      values,
    },
    { status: 400 },
  );

/** `origins[2]` → the textarea `values`, with the line number. */
const lineField = (message: string, field?: string) => {
  const m = field ? /\[(\d+)\]$/.exec(field) : null;
  return { field: "values", message: m ? `Linha ${Number(m[1]) + 1}: ${message}` : message };
};

export async function settingsAction({ request }: ActionFunctionArgs) {
  const user = await requireSettingsAccess(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const intent = String(form.get("intent") ?? "");
  const commandId = commandIdFrom(form);
  const send = (command: CompanyCommand) =>
    sendCommand(user, companyStreamId(user.companyId), companyDecider, command, commandId);
  const done = (section: string) => redirect(`/configuracoes?secao=${section}&salvo=1`);

  const list = LIST_SECTIONS.find((s) => `save-${s.slug}` === intent);
  if (list) {
    const raw = String(form.get("values") ?? "");
    if (raw.length > 20_000) return fail(intent, lineField(MSG.tooManyValues));
    const values = raw
      .split(/\r?\n/)
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
    const outcome = await send({ type: list.command, values });
    if (!outcome.ok)
      return fail(intent, lineField(outcome.error.message, outcome.error.field), undefined, { values: raw });
    return done(list.slug);
  }

  switch (intent) {
    case "save-interface": {
      const outcome = await send({ type: "SetHiddenMenus", hiddenMenus: form.getAll("hiddenMenus").map(String) });
      if (!outcome.ok) return fail(intent, outcome.error);
      return done("interface");
    }
    case "save-preferencias": {
      const preferences: Record<string, unknown> = {};
      const values: Record<string, unknown> = {};
      for (const { key } of PREFERENCE_NUMBERS) {
        const raw = String(form.get(key) ?? "").trim();
        values[key] = raw;
        preferences[key] = raw === "" ? null : parseNumberBR(raw);
      }
      for (const { key } of PREFERENCE_FLAGS) preferences[key] = form.get(key) === "on";
      for (const { key } of PREFERENCE_TEXTS) preferences[key] = values[key] = String(form.get(key) ?? "");
      const stdOwners = form
        .getAll("stdOwners")
        .map(String)
        .filter((id) => UUID_RE.test(id));
      preferences.stdOwners = stdOwners;
      const outcome = await send({ type: "SetPreferences", preferences });
      if (!outcome.ok) return fail(intent, outcome.error, undefined, values);
      return done("preferencias");
    }
    case "save-permissoes": {
      const outcome = await send({ type: "SetVendorPriceEdit", vendorPriceEdit: form.get("vendorPriceEdit") === "on" });
      if (!outcome.ok) return fail(intent, outcome.error);
      return done("permissoes");
    }
    case "save-endereco-da-proposta": {
      const slug = String(form.get("proposalSlug") ?? "").trim();
      if (!SLUG_RE.test(slug) || slug.includes("--"))
        return fail(intent, { message: MSG.invalidSlug, field: "proposalSlug" }, undefined, {
          proposalSlug: slug.slice(0, 200),
        });
      const current = (await getCompanySettings(user.companyId)).proposalSlug;
      // Reserve the slug in its own stream first (unique across companies), then set it; the old one is released.
      const reserved = await sendCommand(
        user,
        slugStreamId(slug),
        slugDecider,
        { type: "ReserveSlug", slug },
        derivedId(commandId, "reserve"),
      );
      if (!reserved.ok) return fail(intent, reserved.error, undefined, { proposalSlug: slug });
      const outcome = await send({ type: "SetProposalSlug", slug });
      if (!outcome.ok) return fail(intent, outcome.error, undefined, { proposalSlug: slug });
      if (current && current !== slug) {
        await sendCommand(
          user,
          slugStreamId(current),
          slugDecider,
          { type: "ReleaseSlug", slug: current },
          derivedId(commandId, "release"),
        );
      }
      return done("endereco-da-proposta");
    }
    case "add-service":
    case "edit-service": {
      const serviceId =
        intent === "add-service" ? derivedId(commandId, "service") : String(form.get("serviceId") ?? "");
      if (!UUID_RE.test(serviceId)) throw new Response("Serviço não encontrado.", { status: 404 });
      const service = { name: String(form.get("name") ?? ""), type: String(form.get("type") ?? "SERVICE") };
      const outcome = await send(
        intent === "add-service"
          ? { type: "AddAfterSalesService", serviceId, service }
          : { type: "EditAfterSalesService", serviceId, service },
      );
      if (!outcome.ok) {
        if (outcome.error.code === "not_found") throw new Response(outcome.error.message, { status: 404 });
        return fail(intent, outcome.error, (f) => f ?? "", { name: service.name, serviceId });
      }
      return done("servicos-pos-venda");
    }
    case "delete-service": {
      const serviceId = String(form.get("serviceId") ?? "");
      if (!UUID_RE.test(serviceId)) throw new Response("Serviço não encontrado.", { status: 404 });
      await send({ type: "DeleteAfterSalesService", serviceId });
      return done("servicos-pos-venda");
    }
    default:
      throw new Response("Ação desconhecida.", { status: 400 });
  }
}
