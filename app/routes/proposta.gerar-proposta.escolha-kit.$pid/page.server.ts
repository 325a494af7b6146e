// /proposta/gerar-proposta/escolha-kit/:pid: the wizard's second step: a summary of the saved
// consumption, the ideal power sized from it (estimateSystemData, solar-br.md §1: the city's
// irradiation and the company's losses, as the generation step computes them) prefilling the target
// power, and the way to the kit choice (/kits/escolha/...), which gets the averages and demand in its
// route's parameters. The kit already chosen, when there is one.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { estimateSystemData } from "../../../domain/generation";
import { consumptionUnits, parseQuantity } from "../../../domain/proposal";
import { DomainError } from "../../../domain/shared/decider";
import { getProposalKitGeneration } from "../../../projections/read-models/proposals-kit-generation.queries";
import { companyLosses, generationPath, irradiationEditPath, proposalIrradiation } from "~/lib/proposal-generation.server";
import { services } from "~/lib/services.server";
import { requireUser, type SessionUser } from "~/lib/auth.server";
import { requireProposal } from "~/lib/proposal-access.server";
import { proposalHeader } from "~/lib/proposal-header";

type Proposal = Awaited<ReturnType<typeof requireProposal>>;

export const POWER_MSG = "Potência alvo: informe a potência do sistema em kWp, maior que zero e até 100.000.";

/** A number as a route segment: a dot, no grouping ("5.5", "414.96"). */
const seg = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * /kits/escolha/:uid/:pid/:power/:powerGenUc/:powerNonPeak/:powerPeak/:demand/:targetPower/:ownerId/:distance/:location:
 * the signed-in user's kits (the kit choice resolves whose), the average off-peak and peak kWh/month,
 * the demand (group A), the target kWp, the proposal's owner, and the municipality's IBGE code.
 * power, powerGenUc and distance are the generation step's; 0 until then.
 */
export function kitChoicePath(user: SessionUser, p: Proposal, targetKwp: number): string {
  const demand = p.consumption.energyBillData.reduce((s, u) => s + (u.demand ?? 0) + (u.demandPeak ?? 0), 0);
  const offPeak = p.averageMonthlyConsumption - p.averageMonthlyConsumptionPeak;
  const parts = [
    user.id,
    p.id,
    "0",
    "0",
    seg(offPeak),
    seg(p.averageMonthlyConsumptionPeak),
    seg(demand),
    seg(targetKwp),
    p.ownerId,
    "0",
    p.consumption.location.ibge,
  ];
  return `/kits/escolha/${parts.map(encodeURIComponent).join("/")}`;
}

export async function kitStepLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const p = await requireProposal(user, params.pid);
  const typed = new URL(request.url).searchParams.get("potencia");
  let powerError: string | null = null;
  if (typed !== null) {
    const power = parseQuantity(typed);
    if (power.ok && power.value > 0 && power.value <= 100_000) throw redirect(kitChoicePath(user, p, power.value));
    powerError = POWER_MSG;
  }
  const { database } = await services();
  const [{ kit }, irradiation, losses] = await Promise.all([
    getProposalKitGeneration(database.db, user.companyId, p.id),
    proposalIrradiation(user.companyId, p.consumption.location),
    companyLosses(user.companyId),
  ]);
  let estimate = null;
  try {
    estimate = irradiation ? estimateSystemData(consumptionUnits(p.consumption), irradiation.months, losses.lines, losses.subtractMinimum) : null;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
  }
  // The target power field takes 2 decimals (parseQuantity): the ideal power is prefilled rounded to them.
  const ideal = estimate && estimate.idealPower > 0 ? String(Math.round(estimate.idealPower * 100) / 100).replace(".", ",") : "";
  return {
    user,
    estimate,
    irradiation: irradiation && { source: irradiation.source, city: irradiation.city, uf: irradiation.uf },
    irradiationEdit: p.consumption.location.ibge ? irradiationEditPath(p.consumption.location.ibge) : "/tabelas/irradiacao",
    lossesSource: losses.source,
    kit,
    generationPath: generationPath(p.id),
    proposal: {
      ...proposalHeader(p),
      averageMonthlyConsumptionPeak: p.averageMonthlyConsumptionPeak,
      consumption: p.consumption,
      updatedAt: p.updatedAt.toISOString(),
    },
    typed: typed ?? ideal,
    powerError,
  };
}
