// The wizard's generation step (/proposta/gerar-proposta/dados-geracao/nova/:pid) and what the kit
// step shows of the sizing: the irradiation of the proposal's city (the company's table row, typed
// or imported: rm_irradiation keeps one row per city, the typed values over the file's), the losses
// and the figures domain/proposal computeGeneration gives, the same the SetGeneration decider saves.
//
// Losses: the company preference `losses` (%, spec part 3 §3) when it is above 0, as one line;
// otherwise DEFAULT_LOSSES (PVWatts' defaults plus heat and the inverter, PR ≈ 0,742). The
// preference's default is 0, which means "not set" here: a system without losses would promise
// about a third more energy than it makes. The form may override it for one proposal.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { DEFAULT_LOSSES, lossesFromPreference, performanceRatio, type LossLine } from "../../domain/generation";
import {
  computeGeneration,
  generationInputErrors,
  KIT_GENERATION_MSG,
  parseQuantity,
  proposalDecider,
  proposalStreamId,
  type ProposalGeneration,
  type ProposalLocation,
} from "../../domain/proposal";
import { DomainError } from "../../domain/shared/decider";
import { uuidv7 } from "../../eventstore/ids";
import { getProposalKitGeneration } from "../../projections/read-models/proposals-kit-generation.queries";
import { cityIrradiation } from "../../projections/read-models/tables.queries";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { parseIntent, replyKit, unknownIntent } from "./intents.server";
import { requireProposal, PROPOSAL_READ_MODELS } from "./proposal-access.server";
import { formReply } from "./replies.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const generationPath = (pid: string) => `/proposta/gerar-proposta/dados-geracao/nova/${pid}`;
/** The pricing step (another part of issue 16), where saving leads. */
export const pricingPath = (pid: string) => `/proposta/gerar-proposta/escolha/precificacao/${pid}`;
export const irradiationEditPath = (ibge: string) => `/tabelas/irradiacao/editar/${ibge}`;

/** The losses line of a % typed on the form for this proposal only. */
const OVERRIDE_KEY = "override";

export type Irradiation = ProposalGeneration["irradiation"];

/** The city's 12 values (Wh/m²/day) from the company's table, or null: the page then asks for them. */
export async function proposalIrradiation(companyId: string, location: ProposalLocation): Promise<Irradiation | null> {
  if (!location.ibge) return null;
  const { database } = await services();
  const row = await cityIrradiation(database.db, companyId, location.ibge);
  if (!row || row.monthly.length !== 12) return null;
  const source = row.origin === "digitado" ? "valores digitados pela empresa" : `tabela da empresa, arquivo ${row.fileName}`;
  return { ibge: row.ibge, uf: row.uf, city: row.city, source, months: row.monthly };
}

/**
 * The company's sizing preferences: its `losses` when set (0 included: no losses), else (null) the
 * itemised defaults; and `availabilityTaxDiscount` (sizing subtracts the minimum billed kWh, default true).
 */
export async function companyLosses(companyId: string): Promise<{ lines: LossLine[]; source: string; subtractMinimum: boolean }> {
  const { losses: pct, availabilityTaxDiscount } = (await getCompanySettings(companyId)).preferences;
  const subtractMinimum = availabilityTaxDiscount !== false;
  if (typeof pct === "number" && pct >= 0 && pct < 100)
    return { lines: lossesFromPreference(pct), source: "preferência da empresa", subtractMinimum };
  return { lines: [...DEFAULT_LOSSES], source: "perdas padrão (PVWatts, temperatura e inversor)", subtractMinimum };
}

/** "20" → one line of 20 %; the form's field for this proposal only. */
const overrideLosses = (pct: number): LossLine[] => [{ key: OVERRIDE_KEY, label: "Perdas do sistema (informadas na proposta)", fraction: pct / 100 }];

/** pt-BR decimal for a form's default value ("2,5"). */
const typed = (n: number) => String(n).replace(".", ",");

export const generationFormTable = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save-generation"),
    realSystemData: z
      .object({ distance: z.string().max(40).optional().default("") })
      .optional()
      .default({ distance: "" }),
    roofHight: z.string().max(40).optional().default(""),
    losses: z.string().max(40).optional().default(""),
  }),
]);

export interface GenerationFormValues {
  distance: string;
  roofHight: string;
  losses: string;
}

/** The form's numbers: an empty distance or height is 0, an empty losses % is the company's. */
function parseForm(v: GenerationFormValues, company: LossLine[]) {
  const errors: Record<string, string> = {};
  const num = (text: string, field: string, msg: string) => {
    const p = parseQuantity(text);
    if (p.ok) return p.value;
    if (!p.empty) errors[field] = msg;
    return 0;
  };
  const distance = num(v.distance, "realSystemData.distance", KIT_GENERATION_MSG.distance);
  const roofHight = num(v.roofHight, "roofHight", KIT_GENERATION_MSG.roofHight);
  const lossesPct = parseQuantity(v.losses);
  let losses = company;
  if (lossesPct.ok) {
    if (lossesPct.value < 0 || lossesPct.value >= 100) errors.losses = KIT_GENERATION_MSG.lossesPercent;
    else losses = overrideLosses(lossesPct.value);
  } else if (!lossesPct.empty) errors.losses = KIT_GENERATION_MSG.lossesPercent;
  return { distance, roofHight, losses, errors };
}

/** Domain field names of the losses lines ("losses[0]") are the form's one field. */
const formField = (field: string) => (field.startsWith("losses") ? "losses" : field);

async function stepData(user: SessionUser, pid: string | undefined) {
  const p = await requireProposal(user, pid);
  const { database } = await services();
  const [steps, irradiation, company] = await Promise.all([
    getProposalKitGeneration(database.db, user.companyId, p.id),
    proposalIrradiation(user.companyId, p.consumption.location),
    companyLosses(user.companyId),
  ]);
  return { p, ...steps, irradiation, company };
}

type StepData = Awaited<ReturnType<typeof stepData>>;

/** The figures for the page (null when the kit or the irradiation is missing, or an input is refused). */
function preview(d: StepData, inputs: { distance: number; roofHight: number; losses: LossLine[] }) {
  if (!d.kit || !d.irradiation) return null;
  const errors = generationInputErrors(d.kit, { ...inputs, irradiation: d.irradiation });
  if (Object.keys(errors).length) return null;
  try {
    const { generation, detail } = computeGeneration(d.kit, d.p.consumption, {
      ...inputs,
      irradiation: d.irradiation,
      subtractMinimum: d.company.subtractMinimum,
    });
    return { generation, detail };
  } catch (e) {
    if (e instanceof DomainError) return null;
    throw e;
  }
}

function pageData(user: SessionUser, d: StepData, values: GenerationFormValues, inputs: { distance: number; roofHight: number; losses: LossLine[] }) {
  const consumption = Array.from({ length: 12 }, (_, m) =>
    d.p.consumption.energyBillData.reduce((s, u) => s + (u.monthlyConsumption[m] ?? 0) + (u.monthlyConsumptionPeak[m] ?? 0), 0),
  );
  return {
    user,
    proposal: { id: d.p.id, count: d.p.count, customerId: d.p.customerId, customerName: d.p.customerName, location: d.p.consumption.location },
    kit: d.kit,
    irradiation: d.irradiation,
    irradiationEdit: d.p.consumption.location.ibge ? irradiationEditPath(d.p.consumption.location.ibge) : "/tabelas/irradiacao",
    lossesSource: inputs.losses[0]?.key === OVERRIDE_KEY ? "informadas nesta proposta" : d.company.source,
    performanceRatio: performanceRatio(inputs.losses),
    saved: d.generation !== null,
    commandId: newCommandId(),
    values,
    monthlyConsumption: consumption,
    figures: preview(d, inputs),
  };
}

export async function generationLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const d = await stepData(user, params.pid);
  const g = d.generation;
  const override = g?.losses.length === 1 && g.losses[0].key === OVERRIDE_KEY ? g.losses : null;
  const values: GenerationFormValues = {
    distance: typed(g?.distance ?? 0),
    roofHight: typed(g?.roofHight ?? 0),
    losses: override ? typed(Math.round(override[0].fraction * 10000) / 100) : "",
  };
  return pageData(user, d, values, { distance: g?.distance ?? 0, roofHight: g?.roofHight ?? 0, losses: override ?? d.company.lines });
}

export type GenerationAnswer = { intent: "save-generation"; key: string; values: GenerationFormValues };

export async function generationAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const d = await stepData(user, params.pid);
  const submission = parseIntent(form, generationFormTable);
  const key = uuidv7();
  if (submission.status !== "success")
    return formReply<GenerationAnswer>(submission, { with: { intent: "save-generation", key, values: typedValues(submission.payload) } });
  const v = submission.value;
  switch (v.intent) {
    case "save-generation": {
      const values = { distance: v.realSystemData.distance, roofHight: v.roofHight, losses: v.losses };
      const answer: GenerationAnswer = { intent: v.intent, key, values };
      const parsed = parseForm(values, d.company.lines);
      const domainErrors = generationInputErrors(d.kit, { ...parsed, irradiation: d.irradiation });
      const errors: Record<string, string> = { ...parsed.errors };
      for (const [f, m] of Object.entries(domainErrors)) errors[formField(f)] ??= m;
      if (Object.keys(errors).length) {
        // The kit and the irradiation are not fields of the form: their messages go above it.
        const { kit: noKit, irradiation: noIrr, ...fields } = errors;
        const formErrors = [noKit, noIrr].filter((m): m is string => Boolean(m));
        const result = submission.reply({ formErrors, fieldErrors: Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, [m]])) });
        return data({ ...answer, result }, { status: 400 });
      }
      const outcome = await sendCommand(
        user,
        proposalStreamId(d.p.id),
        proposalDecider,
        {
          type: "SetGeneration",
          irradiation: d.irradiation,
          losses: parsed.losses,
          distance: parsed.distance,
          roofHight: parsed.roofHight,
          subtractMinimum: d.company.subtractMinimum,
        },
        commandIdFrom(form),
        { nextPageWaits: PROPOSAL_READ_MODELS }, // the pricing choice reads it through requireProposal, which waits
      );
      return replyKit(submission, answer).after(outcome, () => redirect(pricingPath(d.p.id)));
    }
    default:
      return unknownIntent(v.intent);
  }
}

/** What was typed, from conform's payload, when zod refused the form (a value too long). */
function typedValues(payload: Record<string, unknown>): GenerationFormValues {
  const str = (v: unknown) => (typeof v === "string" ? v.slice(0, 40) : "");
  const real = payload.realSystemData as Record<string, unknown> | undefined;
  return { distance: str(real?.distance), roofHight: str(payload.roofHight), losses: str(payload.losses) };
}
