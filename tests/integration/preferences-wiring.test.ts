// Issue 20: "each preference's effect in a test that fails when the preference is ignored", for the
// preferences the proposal engine reads (ADR 015's table). Everything goes through the app: the
// manager saves the preferences form (/configuracoes, SetPreferences), then the wizard's own actions
// run — the consumption step (StartProposal), the generation step (SetGeneration) and the automatic
// price (PriceProposal) — and the test reads what they recorded (the events) and what the steps'
// loaders show. Each preference is set to a value other than its default, and the expected figures
// are the engine's for that value: an app that read the default instead fails here.
// The kit is the one step not taken through its page (the kit choice has its own tests): a fixed
// kit is appended to the proposal's stream (tests/support/proposal-steps.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { consumptionAction, consumptionLoader, kitStepPath } from "../../app/lib/proposal-consumption.server";
import { generationAction, generationLoader, generationPath, pricingPath } from "../../app/lib/proposal-generation.server";
import { priceAction, priceLoader, pricingPaths } from "../../app/lib/proposal-pricing.server";
import { DEFAULT_LOSSES, lossesFromPreference, type LossLine } from "../../domain/generation";
import { PRICING_MSG } from "../../domain/pricing/messages";
import { computeGeneration, proposalStreamId, type ProposalGeneration, type ProposalPriced } from "../../domain/proposal";
import { simulateViability } from "../../domain/viability";
import { uuidv7 } from "../../eventstore/ids";
import { signIn, useAppServices, type AppSession } from "../support/app-session";
import { savePreferences } from "../support/preferences-form";
import { stepsDecider } from "../support/proposal-steps";
import { useSeededCompany } from "../support/seeded-company";
import { kit, KIT } from "../unit/proposal/pricing-fixtures";

type Unit = { ucType: string; phase: string; months: string };

/** The consumption form as the page posts it: Belo Horizonte/MG (the demo's irradiation), no simultaneity typed. */
function consumptionFields(units: Unit[]) {
  const f: Record<string, string> = {
    intent: "save-consumption",
    commandId: uuidv7(),
    tariffModality: "B",
    powerDistCompany: "CEMIG-D",
    tariffId: "",
    "location.uf": "MG",
    "location.city": "Belo Horizonte",
  };
  units.forEach((u, i) => {
    const p = `energyBillData[${i}]`;
    Object.assign(f, {
      [`${p}.ucName`]: `UC ${i + 1}`,
      [`${p}.ucType`]: u.ucType,
      [`${p}.phase`]: u.phase,
      [`${p}.kwhPrice`]: "0,90",
      [`${p}.tusd`]: "0,45",
      [`${p}.finViabilityData.simultaneityFactor`]: "",
      [`${p}.finViabilityData.bWireValue`]: "0,25",
    });
    for (let m = 0; m < 12; m++) f[`${p}.monthlyConsumption[${m}]`] = u.months;
  });
  return f;
}

describe("the proposal preferences, through the app", () => {
  const fx = useSeededCompany();
  useAppServices(fx);
  let manager: AppSession;
  let customerId = "";

  beforeAll(async () => {
    manager = await signIn(fx.company.manager_id, fx.company.id);
    customerId = (
      await fx.db.selectFrom("rm_customers").select("id").where("company_id", "=", fx.company.id).orderBy("name").executeTakeFirstOrThrow()
    ).id;
  });

  const newPath = () => `/proposta/gerar-proposta/dados-consumo/nova?cid=${customerId}&uid=${fx.company.manager_id}`;
  const eventsOf = async (pid: string) => fx.store.readStream(proposalStreamId(pid));
  const lastOf = async <T>(pid: string, type: string) => (await eventsOf(pid)).filter((e) => e.type === type).at(-1)?.data as T;

  /** The consumption step's "Salvar e escolher o kit": the new proposal's id. */
  async function startProposal(units: Unit[]): Promise<string> {
    const r = await manager.post((a) => consumptionAction(a, "new"), newPath(), consumptionFields(units));
    expect(r.status, JSON.stringify(r.data)).toBe(302);
    const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(r.location ?? "")?.[1];
    expect(r.location).toBe(kitStepPath(pid!));
    return pid!;
  }

  /** The fixed kit (8 × 550 Wp, R$ 10.000,00) appended, then the generation step's "Salvar e continuar" with the company's losses. */
  async function generate(pid: string) {
    await fx.command(proposalStreamId(pid), stepsDecider, {
      type: "AppendSteps",
      events: [{ type: "ProposalKitChosen", data: { proposalId: pid, kit: kit() } }],
    });
    expect(await fx.settle()).toBe(true);
    const fields = { intent: "save-generation", commandId: uuidv7(), "realSystemData.distance": "10", roofHight: "", losses: "" };
    const r = await manager.post(generationAction, generationPath(pid), fields, { pid });
    expect(r, JSON.stringify(r.data)).toMatchObject({ status: 302, location: pricingPath(pid) });
    return lastOf<ProposalGeneration & { proposalId: string }>(pid, "ProposalGenerationSet");
  }

  /** "Salvar preço" on the automatic price, with `discount` typed (empty: the company's standard discount). */
  const saveAutoPrice = (pid: string, discount = "") =>
    manager.post(
      (a) => priceAction(a, "auto"),
      pricingPaths(pid).auto,
      { intent: "save-price", commandId: uuidv7(), "revenueData.discount": discount, "revenueData.finalPrice": "" },
      { pid },
    );

  /** What computeGeneration gives for the proposal's consumption and the kit with `losses` and `subtractMinimum`. */
  async function expectedGeneration(pid: string, losses: LossLine[], subtractMinimum: boolean) {
    const started = (await eventsOf(pid)).find((e) => e.type === "ProposalStarted")!.data as { consumption: Parameters<typeof computeGeneration>[1] };
    const saved = await lastOf<ProposalGeneration>(pid, "ProposalGenerationSet");
    return computeGeneration(kit(), started.consumption, { irradiation: saved.irradiation, losses, distance: 10, roofHight: 0, subtractMinimum })
      .generation;
  }

  it("simultFactorResidential, simultFactorCommercial and simultFactorIndustrial: each unit type's default factor", async () => {
    await savePreferences(manager, { simultFactorResidential: "41", simultFactorCommercial: "62", simultFactorIndustrial: "83" });
    const page = await manager.load((a) => consumptionLoader(a, "new"), newPath());
    expect((page.data as { simultaneity: unknown }).simultaneity).toEqual({ residential: 41, commercial: 62, industrial: 83 });

    const pid = await startProposal([
      { ucType: "Residencial", phase: "two", months: "300" },
      { ucType: "Comercial", phase: "three", months: "900" },
      { ucType: "Industrial", phase: "three", months: "2000" },
    ]);
    const started = (await eventsOf(pid)).find((e) => e.type === "ProposalStarted")!.data as {
      consumption: { energyBillData: { ucType: string; finViabilityData: { simultaneityFactor: number } }[] };
    };
    expect(started.consumption.energyBillData.map((u) => [u.ucType, u.finViabilityData.simultaneityFactor])).toEqual([
      ["Residencial", 41],
      ["Comercial", 62],
      ["Industrial", 83],
    ]);
  });

  let pid = ""; // the proposal the generation test sizes and the pricing tests price

  it("losses and availabilityTaxDiscount: the generation step sizes with the company's losses and without subtracting the minimum", async () => {
    await savePreferences(manager, { losses: "20", availabilityTaxDiscount: false });
    pid = await startProposal([{ ucType: "Residencial", phase: "two", months: "500" }]);
    const saved = await generate(pid);

    // losses: one line of 20 % (performance ratio 0,8), not the itemised defaults.
    expect(saved.losses).toEqual(lossesFromPreference(20));
    expect(saved.losses).not.toEqual(DEFAULT_LOSSES);
    // availabilityTaxDiscount off: the ideal power covers the whole consumption (the two-phase minimum of 50 kWh not subtracted).
    const mine = await expectedGeneration(pid, lossesFromPreference(20), false);
    const subtracting = await expectedGeneration(pid, lossesFromPreference(20), true);
    expect(saved.estimateSystemData).toEqual(mine.estimateSystemData);
    expect(saved.realSystemData).toEqual(mine.realSystemData);
    expect(mine.estimateSystemData.idealPower).toBeGreaterThan(subtracting.estimateSystemData.idealPower);

    // The step's page says where its losses come from, and its figures are the same.
    const page = (await manager.load(generationLoader, generationPath(pid), { pid })).data as {
      lossesSource: string;
      performanceRatio: number;
      figures: { generation: ProposalGeneration } | null;
    };
    expect(page.lossesSource).toBe("preferência da empresa");
    expect(page.performanceRatio).toBeCloseTo(0.8, 10);
    expect(page.figures?.generation.estimateSystemData).toEqual(mine.estimateSystemData);
  });

  it("the defaults on the same path: itemised losses, the minimum subtracted (the figures above differ from these)", async () => {
    await savePreferences(manager, { losses: "", availabilityTaxDiscount: true });
    const other = await startProposal([{ ucType: "Residencial", phase: "two", months: "500" }]);
    const saved = await generate(other);
    expect(saved.losses).toEqual(DEFAULT_LOSSES);
    expect(saved.estimateSystemData).toEqual((await expectedGeneration(other, [...DEFAULT_LOSSES], true)).estimateSystemData);
  });

  it("inflation and tma: the automatic price's viability grows the tariff by the company's inflation and discounts at its TMA", async () => {
    await savePreferences(manager, { inflation: "6,5", tma: "12", stdKitDiscount: "0", maxKitDiscount: "0" });
    const r = await saveAutoPrice(pid);
    expect(r, JSON.stringify(r.data)).toMatchObject({ status: 302, location: pricingPaths(pid).validation });
    const first = await lastOf<ProposalPriced["data"]>(pid, "ProposalPriced");
    expect(first.inputs.preferences).toMatchObject({ inflation: 6.5, tmaPct: 12 });
    expect(first.inputs.viability).toMatchObject({ inflationPct: 6.5, tmaPct: 12 });
    expect(first.revenueData.inflation).toBe(6.5);
    // The headline is the simulation of those inputs.
    const sim = simulateViability(first.inputs.viability);
    expect(first.viability.npvCents).toBe(sim.npvCents);
    expect(first.viability.totalSavingsCents).toBe(sim.totals.savingsCents);

    // Another inflation and TMA saved: the same proposal re-priced reads them, and its figures move the way they must.
    await savePreferences(manager, { inflation: "3", tma: "4" });
    expect((await saveAutoPrice(pid)).status).toBe(302);
    const second = await lastOf<ProposalPriced["data"]>(pid, "ProposalPriced");
    expect(second.inputs.viability).toMatchObject({ inflationPct: 3, tmaPct: 4 });
    expect(second.revenueData.finalPrice).toBe(first.revenueData.finalPrice);
    expect(second.viability.totalSavingsCents).toBeLessThan(first.viability.totalSavingsCents); // less tariff growth, less saved
    const atTma4 = simulateViability({ ...first.inputs.viability, tmaPct: 4 });
    expect(atTma4.npvCents).toBeGreaterThan(first.viability.npvCents); // a lower rate discounts less

    // The price page shows the inflation in force.
    const page = (await manager.load((a) => priceLoader(a, "auto"), pricingPaths(pid).auto, { pid })).data as { inflation: number };
    expect(page.inflation).toBe(3);
  });

  it("stdKitDiscount and maxKitDiscount: the standard discount prices the kit; a discount up to the maximum is taken, above it refused", async () => {
    await savePreferences(manager, { stdKitDiscount: "10", maxKitDiscount: "20" });
    const page = (await manager.load((a) => priceLoader(a, "auto"), pricingPaths(pid).auto, { pid })).data as {
      discounts: { stdKitDiscount: number; maxKitDiscount: number };
    };
    expect(page.discounts).toEqual({ stdKitDiscount: 10, maxKitDiscount: 20 });

    expect((await saveAutoPrice(pid)).status).toBe(302);
    const std = await lastOf<ProposalPriced["data"]>(pid, "ProposalPriced");
    expect(std.inputs.settings.preferences).toEqual({ stdKitDiscount: 10, maxKitDiscount: 20 });
    expect(std.revenueData).toMatchObject({ discount: 10, pvKitOriginalCost: KIT, pvKitCost: KIT * 0.9 });

    // 15 % typed: within the maximum of 20 % (the default maximum, 0 %, would refuse it).
    expect((await saveAutoPrice(pid, "15")).status).toBe(302);
    const typed = await lastOf<ProposalPriced["data"]>(pid, "ProposalPriced");
    expect(typed.revenueData).toMatchObject({ discount: 15, pvKitCost: KIT * 0.85 });

    // 25 %: over the maximum, refused on the field with the maximum in the message; nothing recorded.
    const before = (await eventsOf(pid)).length;
    const refused = await saveAutoPrice(pid, "25");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain(PRICING_MSG.kitDiscount(20));
    expect((await eventsOf(pid)).length).toBe(before);
  });
});
