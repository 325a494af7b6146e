// /proposta/gerar-proposta/escolha-kit/:pid: the wizard's second step, for now a summary of the saved
// consumption and the way to the kit choice of issue 15 (/kits/escolha/...). The sizing from the
// consumption (ideal power, solar-br.md §1) belongs to the generation step: here the user types the
// target power, and the kit choice gets the averages and demand in its route's parameters.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { parseQuantity } from "../../../domain/proposal";
import { requireUser, type SessionUser } from "~/lib/auth.server";
import { requireProposal } from "~/lib/proposal-access.server";

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
  return {
    user,
    proposal: {
      id: p.id,
      count: p.count,
      customerId: p.customerId,
      customerName: p.customerName,
      ownerName: p.ownerName ?? "—",
      finished: p.finished,
      averageMonthlyConsumption: p.averageMonthlyConsumption,
      averageMonthlyConsumptionPeak: p.averageMonthlyConsumptionPeak,
      consumption: p.consumption,
      updatedAt: p.updatedAt.toISOString(),
    },
    typed: typed ?? "",
    powerError,
  };
}
