// The kit and generation steps on a real database (migration 0770): ChooseKit fills the kit columns,
// SetGeneration the power and yearly kWh, a new kit empties the generation again, nothing leaks to
// another company's query, and a rebuild from the log gives identical rows.
import { describe, expect, it } from "vitest";
import { allProjections, proposalsProjection } from "../../projections/index";
import { getProposalKitGeneration } from "../../projections/read-models/proposals-kit-generation.queries";
import { listProposals } from "../../projections/read-models/proposals.queries";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import {
  proposalDecider,
  proposalStreamId,
  SPEC_SIMULTANEITY_DEFAULTS,
  type ConsumptionInput,
  type ProposalCommand,
  type ProposalKit,
} from "../../domain/proposal";
import { consumptionInput } from "../support/proposal-input";

const consumption = consumptionInput({ phase: "two", months: Array(12).fill("500") });

const kit = (name: string, quantity: number, kitPrice: number): ProposalKit => ({
  kitId: uuidv7(),
  name,
  kitData: { saveKit: false, kitPrice, kitSupplier: "ALDO", kitVoltage: "220", kitFixation: "Telhado" },
  pvModuleData: [
    {
      moduleId: null,
      manufacturer: "A",
      model: "X",
      power: 550,
      quantity,
      weight: null,
      mLength: null,
      width: null,
      warrantyDefect: null,
      warrantyEfficiency: null,
    },
  ],
  inverterData: [],
  additionalItems: [],
});

describe("proposals read model: kit and generation", () => {
  const fx = useSeededCompany();

  it("keeps the kit and the generation, empties the generation on a new kit, and rebuilds to identical rows", async () => {
    const { db, company, manager } = fx;
    const customer = await db.selectFrom("rm_customers").select(["id", "name"]).where("company_id", "=", company.id).executeTakeFirstOrThrow();
    const pid = uuidv7();
    const send = (command: ProposalCommand) => fx.command(proposalStreamId(pid), proposalDecider, command);
    await send({
      type: "StartProposal",
      proposalId: pid,
      frontId: `front_${pid.replace(/-/g, "").slice(-16)}`,
      customer,
      ownerId: manager.id,
      allowedOwners: [manager.id],
      itemId: null,
      consumption,
      simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
    });
    const first = kit("Kit 5,5 kWp", 10, 1234567);
    await send({ type: "ChooseKit", kit: first });
    await send({
      type: "SetGeneration",
      irradiation: { ibge: "3106200", uf: "MG", city: "Belo Horizonte", source: "Digitada", months: Array(12).fill(5000) },
      losses: [{ key: "system", label: "Perdas do sistema", fraction: 0.2 }],
      distance: 12,
      roofHight: 0,
    });
    expect(await fx.settle()).toBe(true);

    const row = () =>
      db
        .selectFrom("rm_proposals")
        .select(["kit_name", "kit_supplier", "kit_price", "power_kwp", "yearly_generation_kwh", "finished"])
        .where("id", "=", pid)
        .executeTakeFirstOrThrow();
    // 10 × 550 Wp = 5.5 kWp; 5.5 × 5 kWh/m²/day × 365 days × 0.8 = 8030 kWh a year.
    expect(await row()).toEqual({
      kit_name: "Kit 5,5 kWp",
      kit_supplier: "ALDO",
      kit_price: "1234567", // bigint, read back as text
      power_kwp: 5.5,
      yearly_generation_kwh: 8030,
      finished: false,
    });
    const listed = await listProposals(db, company.id, { owners: null, limit: 50, offset: 0 });
    expect(listed.rows.filter((r) => r.id === pid).map((r) => [r.hasKit, r.powerKwp])).toEqual([[true, 5.5]]);
    const steps = await getProposalKitGeneration(db, company.id, pid);
    expect(steps.kit).toEqual(first);
    expect(steps.generation?.realSystemData.distance).toBe(12);
    expect(await getProposalKitGeneration(db, uuidv7(), pid)).toEqual({ kit: null, generation: null });

    const second = kit("Kit 4,4 kWp", 8, 990000);
    await send({ type: "ChooseKit", kit: second });
    expect(await fx.settle()).toBe(true);
    expect(await row()).toEqual({
      kit_name: "Kit 4,4 kWp",
      kit_supplier: "ALDO",
      kit_price: "990000",
      power_kwp: null,
      yearly_generation_kwh: null,
      finished: false,
    });
    expect((await getProposalKitGeneration(db, company.id, pid)).generation).toBeNull();
    // The lists' row: a kit, no generation (its link leads to the generation step).
    const relisted = await listProposals(db, company.id, { owners: null, limit: 50, offset: 0 });
    expect(relisted.rows.filter((r) => r.id === pid).map((r) => [r.hasKit, r.powerKwp])).toEqual([[true, null]]);

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
    for (const batchSize of [1, 2]) {
      const cut = await fx.rebuild([...proposalsProjection.tables], [proposalsProjection], batchSize);
      expect(cut.rebuilt, `batch ${batchSize}`).toEqual(cut.live);
    }
  });
});
