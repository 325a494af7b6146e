// The wizard's consumption step: /proposta/gerar-proposta/dados-consumo/nova?cid=&uid=(&sid=) starts
// a proposal (StartProposal), /proposta/gerar-proposta/dados-consumo/editar?pid= saves it again
// (EditConsumption). One loader and one action for both (ADR 007: intent table, switch, one reply).
// "Adicionar unidade consumidora" is not a command: the same form comes back with one more unit,
// what was typed kept. Without JS a pasted row of 12 months is split here; with JS the page does it
// as it is pasted, with the same rules (domain/proposal/numbers.ts).
import { randomBytes } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  checkConsumptionInput,
  MAX_UNITS,
  proposalDecider,
  proposalStreamId,
  type ProposalCommand,
  type SimultaneityDefaults,
} from "../../domain/proposal";
import { findByName } from "../../domain/municipality";
import { UUID_RE, uuidv7 } from "../../eventstore/ids";
import { getTariff, listTariffs, type TariffRow } from "../../projections/read-models/tables.queries";
import { dayBr } from "../../domain/tables/values";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { loadItem } from "./board.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { loadCustomer } from "./customers.server";
import { badRequest, forbidden, notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { requireProposal, requireProposalAccess, startableOwners, PROPOSAL_READ_MODELS } from "./proposal-access.server";
import { clonedNotice } from "./proposal-notices";
import {
  applyPastes,
  consumptionFormTable,
  consumptionInputOf,
  emptyUnit,
  formValues,
  formValuesOf,
  isBlankUnit,
  PROPOSAL_FORM_MSG,
  type ConsumptionFormValues,
} from "./proposal-forms";
import { formReply } from "./replies.server";
import { services } from "./services.server";
import { savedCompanySettings } from "./settings.server";
import { municipalities, municipalitiesOf, ufs } from "./tables/municipalities.server";

export type ConsumptionMode = "new" | "edit";

/** The step after this one (issue 16's kit choice), where saving leads. */
export const kitStepPath = (pid: string) => `/proposta/gerar-proposta/escolha-kit/${pid}`;
export const editConsumptionPath = (pid: string) => `/proposta/gerar-proposta/dados-consumo/editar?pid=${pid}`;

/** What the URL names: a customer (and owner, optional item) to start from, or the proposal to edit. */
type Target =
  | {
      mode: "new";
      customer: { id: string; name: string; uf: string; city: string };
      owner: { id: string; name: string };
      allowedOwners: string[];
      itemId: string | null;
    }
  | { mode: "edit"; proposal: Awaited<ReturnType<typeof requireProposal>> };

async function requireTarget(request: Request, user: SessionUser, mode: ConsumptionMode): Promise<Target> {
  const q = new URL(request.url).searchParams;
  if (mode === "edit") return { mode, proposal: await requireProposal(user, q.get("pid")) };
  // Two independent reads at once (part of every save's wait: docs/performance.md, "Proposal wizard").
  const [customer, owners] = await Promise.all([loadCustomer(user, q.get("cid") ?? ""), startableOwners(user)]);
  if (!customer) throw notFound("Cliente não encontrado.");
  const uid = q.get("uid") || user.id;
  // A vendor starts proposals for himself only; a manager for any active user of the company.
  if (uid !== user.id && user.role !== "MANAGER") throw forbidden("Um vendedor só inicia propostas em seu próprio nome.");
  const owner = owners.find((o) => o.id === uid);
  if (!owner) throw notFound("Usuário não encontrado.");
  const sid = q.get("sid");
  const item = sid ? await loadItem(user, sid) : null;
  if (sid && !item) throw notFound("Negócio não encontrado.");
  return {
    mode,
    customer: { id: customer.id, name: customer.name, uf: customer.details.uf, city: customer.details.city },
    owner,
    allowedOwners: owners.map((o) => o.id),
    itemId: item?.id ?? null,
  };
}

/** What the action needs of the target: for an edit only the id the user may act on (the decider reads the stream), not the row. */
type ActionTarget = Extract<Target, { mode: "new" }> | { mode: "edit"; pid: string };

async function actionTarget(request: Request, user: SessionUser, mode: ConsumptionMode): Promise<ActionTarget> {
  if (mode === "new") return (await requireTarget(request, user, mode)) as Extract<Target, { mode: "new" }>;
  return { mode, pid: await requireProposalAccess(user, new URL(request.url).searchParams.get("pid")) };
}

/** The company's tariffs in force (a select of at most 300; the distributor can always be typed). */
async function tariffOptions(user: SessionUser, today: string) {
  const { database } = await services();
  const { rows } = await listTariffs(database.db, user.companyId, { limit: 300 });
  return rows
    .filter((t) => t.validFrom <= today && (t.validTo === null || t.validTo >= today))
    .map((t) => ({
      id: t.id,
      label: [t.distributor, [t.subgroup, t.modality, t.tariffClass, t.post].filter(Boolean).join(" "), `desde ${dayBr(t.validFrom)}`]
        .filter(Boolean)
        .join(" · "),
    }));
}

async function simultaneityDefaults(user: SessionUser): Promise<SimultaneityDefaults & { distributor: string }> {
  // Preferences only: one query, not getCompanySettings' three (it is read before every save).
  const p = (await savedCompanySettings(user)).settings.preferences;
  return {
    residential: p.simultFactorResidential,
    commercial: p.simultFactorCommercial,
    industrial: p.simultFactorIndustrial,
    distributor: p.powerDistCompany,
  };
}

const citiesOf = (uf: string) => (/^[A-Z]{2}$/.test(uf) ? municipalitiesOf(uf).map((m) => m.name) : []);

/** The municipality (IBGE code, canonical name) of the typed UF and city, or null. */
function findCity(uf: string, city: string) {
  const m = uf && city ? findByName(municipalities(), city, uf) : null;
  return m ? { ibge: m.ibge, city: m.name } : null;
}

const rs6 = (n: number) => (Math.round(n * 1e6) / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 6, useGrouping: false });

/**
 * A tariff of the company's table fills the distributor, and in each unit whatever was left empty:
 * the energy tariff (TE + TUSD, taxes as the company typed them), the TUSD and the Fio B value
 * (the TUSD × the tariff's Fio B share).
 */
function fillFromTariff(values: ConsumptionFormValues, t: TariffRow): ConsumptionFormValues {
  const or = (typed: string, v: number) => (typed.trim() ? typed : rs6(v));
  return {
    ...values,
    powerDistCompany: t.distributor,
    energyBillData: values.energyBillData.map((u) => ({
      ...u,
      kwhPrice: or(u.kwhPrice, t.te + t.tusd),
      tusd: or(u.tusd, t.tusd),
      finViabilityData: { ...u.finViabilityData, bWireValue: or(u.finViabilityData.bWireValue, (t.tusd * t.fioBShare) / 100) },
    })),
  };
}

function header(target: Target) {
  return target.mode === "new"
    ? { customer: { id: target.customer.id, name: target.customer.name }, owner: target.owner, proposal: null }
    : {
        customer: { id: target.proposal.customerId, name: target.proposal.customerName },
        owner: { id: target.proposal.ownerId, name: target.proposal.ownerName ?? "—" },
        proposal: { id: target.proposal.id, count: target.proposal.count },
      };
}

export async function consumptionLoader({ request }: LoaderFunctionArgs, mode: ConsumptionMode) {
  const user = await requireUser(request);
  const target = await requireTarget(request, user, mode);
  const defaults = await simultaneityDefaults(user);
  let initial: ConsumptionFormValues;
  if (target.mode === "edit") initial = formValuesOf(target.proposal.consumption);
  else {
    const place = findCity(target.customer.uf, target.customer.city);
    initial = {
      tariffModality: "B",
      powerDistCompany: defaults.distributor,
      tariffId: "",
      location: { uf: target.customer.uf, city: place?.city ?? target.customer.city },
      energyBillData: [emptyUnit()],
    };
  }
  return {
    user,
    mode,
    ...header(target),
    commandId: newCommandId(),
    // Right after "Clonar" on a list (?copiaDe=42): "Proposta #00043 criada a partir da #00042".
    notice: target.mode === "edit" ? clonedNotice(new URL(request.url), target.proposal.count) : null,
    initial,
    ufs: ufs(),
    cities: citiesOf(initial.location.uf),
    tariffs: await tariffOptions(user, new Date().toISOString().slice(0, 10)),
    simultaneity: { residential: defaults.residential, commercial: defaults.commercial, industrial: defaults.industrial },
  };
}

/** Which form the reply answers, the values to show again and a key that remounts the form with them. */
type Answer = { intent: "save-consumption" | "add-unit"; key: string; values?: ConsumptionFormValues; cities?: string[] };

export async function consumptionAction({ request }: ActionFunctionArgs, mode: ConsumptionMode) {
  const user = await requireUser(request);
  // The company's simultaneity defaults do not depend on the target: read beside it (a save needs
  // them). Both reads go out while the body is read; the token is still checked before either is used.
  const defaultsRead = simultaneityDefaults(user);
  defaultsRead.catch(() => {}); // a refused token or target throws first; this read's failure then matters to no one
  const targetRead = actionTarget(request, user, mode);
  targetRead.catch(() => {});
  const form = await request.formData();
  await requireCsrf(form, user);
  const target = await targetRead;
  // conform builds an array as long as the largest index posted: "energyBillData[99999999]" would
  // cost seconds of CPU before zod's max(40) could refuse it. No form of ours posts an index over 99.
  for (const name of form.keys()) if (/\[\d{3,}\]/.test(name)) throw badRequest();
  const submission = parseIntent(form, consumptionFormTable);
  const key = uuidv7();
  if (submission.status !== "success") return formReply<Answer>(submission, { with: { intent: "save-consumption", key } });
  const v = submission.value;
  let values = formValues(v);
  const { database } = await services();
  const tariff = UUID_RE.test(values.tariffId) ? await getTariff(database.db, user.companyId, values.tariffId) : null;
  const tariffError = values.tariffId && !tariff ? { tariffId: PROPOSAL_FORM_MSG.tariff } : {};
  if (!tariff) values = { ...values, tariffId: "" };
  else values = fillFromTariff(values, tariff);
  switch (v.intent) {
    case "add-unit": {
      const pasted = applyPastes(values).values;
      const units = pasted.energyBillData.length < MAX_UNITS ? [...pasted.energyBillData, emptyUnit()] : pasted.energyBillData;
      const more = { ...pasted, energyBillData: units };
      return data({ intent: v.intent, key, values: more, cities: citiesOf(more.location.uf), result: undefined });
    }
    case "save-consumption": {
      // A unit left empty is the spare one the user added: dropped, so the indexes of the errors are the rows shown.
      const kept = { ...values, energyBillData: values.energyBillData.filter((u) => !isBlankUnit(u)) };
      const pasted = applyPastes(kept);
      values = pasted.values;
      const place = findCity(values.location.uf.toUpperCase(), values.location.city);
      const input = consumptionInputOf(values, {
        ibge: place?.ibge ?? null,
        city: place?.city ?? values.location.city,
        tariffId: tariff?.id ?? null,
      });
      const defaults = await defaultsRead;
      const checked = checkConsumptionInput(input, defaults);
      const errors = { ...tariffError, ...pasted.errors, ...(checked.ok ? {} : checked.errors) };
      const shown = { ...values, location: { ...values.location, city: place?.city ?? values.location.city } };
      const answer: Answer = { intent: v.intent, key, values: shown, cities: citiesOf(shown.location.uf.toUpperCase()) };
      if (Object.keys(errors).length)
        return formReply<Answer>(submission, { fieldErrors: Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, [m]])), with: answer });
      const commandId = commandIdFrom(form);
      const simultaneity = { residential: defaults.residential, commercial: defaults.commercial, industrial: defaults.industrial };
      const pid = target.mode === "edit" ? target.pid : derivedId(commandId, "proposal");
      const command: ProposalCommand =
        target.mode === "edit"
          ? { type: "EditConsumption", consumption: input, simultaneityDefaults: simultaneity }
          : {
              type: "StartProposal",
              proposalId: pid,
              // Random and URL-safe: the public link of the final proposal shows its first 5 characters.
              frontId: randomBytes(12).toString("base64url"),
              customer: { id: target.customer.id, name: target.customer.name },
              ownerId: target.owner.id,
              allowedOwners: target.allowedOwners,
              itemId: target.itemId,
              consumption: input,
              simultaneityDefaults: simultaneity,
            };
      // The kit step reads the proposal through requireProposal, which waits for its read model.
      const outcome = await sendCommand(user, proposalStreamId(pid), proposalDecider, command, commandId, { nextPageWaits: PROPOSAL_READ_MODELS });
      if (outcome.ok) return redirect(kitStepPath(pid));
      return formReply<Answer>(submission, { problem: outcome.error, with: answer });
    }
    default:
      return unknownIntent(v);
  }
}
