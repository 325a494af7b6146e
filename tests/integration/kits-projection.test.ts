// Kits on a real database: the kit commands into rm_kits (power from the module lines, price per
// kWp, inverter type), the kit choice's range, filters and disabled suppliers, and a rebuild from
// the log that gives identical rows. Also: the disabled suppliers setting reaches the settings.
import { describe, expect, it } from "vitest";
import { allProjections, kitsProjection } from "../../projections/index";
import { chooseKits, getKit, listKits } from "../../projections/read-models/kits.queries";
import { savedSettings } from "../../projections/read-models/administration.queries";
import { registerCompany } from "../../scripts/demo-seed";
import { DEMO_KITS } from "../../scripts/demo-seed-kits";
import { uuidv7 } from "../../eventstore/ids";
import { kitIdFor } from "../../eventstore/kit-ids";
import { useSeededCompany } from "../support/seeded-company";
import { kitDecider, kitStreamId, type KitCommand } from "../../domain/kit";
import { companyDecider } from "../../domain/company";

describe("kits read model", () => {
  const fx = useSeededCompany({ seed: false });

  it("projects kits, chooses by power and supplier, and rebuilds to identical rows", async () => {
    const { database, store, runner } = fx;
    const { companyId, managerId } = await registerCompany(
      { database, store },
      { name: "Solar Kits", plan: "ENTERPRISE", manager: { name: "Gerente Kits", email: "g@kits.test", password: "Kits12345" } },
    );
    const as = { actorId: managerId, companyId };
    const send = async (kitId: string, command: KitCommand) => (await fx.command(kitStreamId(kitId), kitDecider, command, as)).position;
    const ids = DEMO_KITS.map(() => uuidv7());
    for (const [i, fields] of DEMO_KITS.entries()) await send(ids[i], { type: "RegisterKit", kitId: ids[i], ownerId: managerId, fields });
    // An imported kit (name-based id): registering it twice is one kit.
    const imported = kitIdFor(companyId, managerId, "ALDO", "IMP-1");
    const impFields = {
      ...DEMO_KITS[0],
      code: "IMP-1",
      name: "Importado 8,8 kWp",
      modules: [{ manufacturer: "A", model: "B", power: 550, quantity: 16 }],
      kitPrice: 19000,
    };
    await send(imported, { type: "RegisterKit", kitId: imported, ownerId: managerId, fields: impFields });
    await send(imported, { type: "RegisterKit", kitId: imported, ownerId: managerId, fields: impFields });
    await send(ids[0], { type: "EditKit", fields: { ...DEMO_KITS[0], kitPrice: 12100 } });
    await send(ids[2], { type: "SetKitAvailability", available: false });
    await fx.command(`company-${companyId}`, companyDecider, { type: "SetDisabledSuppliers", disabledSuppliers: ["SOU ENERGY"] }, as);
    const last = await send(ids[1], { type: "DeleteKit" });
    expect(await runner.waitFor(last!, { timeoutMs: 10_000 })).toBe(true);

    const db = database.db;
    const list = await listKits(db, companyId, managerId);
    expect(list.map((k) => [k.name, k.power_kwp, k.price_per_kwp, k.inverter_type, k.available])).toEqual([
      ["Importado 8,8 kWp", 8.8, 2159.09, "String", true],
      ["Kit demo 16,5 kWp solo com microinversores", 16.5, 2054.55, "Micro", false],
      ["Kit demo 4,4 kWp telhado cerâmico", 4.4, 2750, "String", true],
    ]);
    expect((await getKit(db, companyId, ids[0]))?.modules).toEqual(DEMO_KITS[0].modules);
    expect(await getKit(db, uuidv7(), ids[0])).toBeUndefined(); // another company: nothing

    const choose = (minKwp: number, maxKwp: number, more: Partial<Parameters<typeof chooseKits>[2]> = {}) =>
      chooseKits(db, companyId, { ownerId: managerId, minKwp, maxKwp, disabledSuppliers: [], ...more }).then((r) => r.map((k) => k.name));
    // Cheapest per kWp first; the unavailable kit never.
    expect(await choose(0, 100)).toEqual(["Importado 8,8 kWp", "Kit demo 4,4 kWp telhado cerâmico"]);
    expect(await choose(4, 5)).toEqual(["Kit demo 4,4 kWp telhado cerâmico"]);
    expect(await choose(0, 100, { disabledSuppliers: ["ALDO"] })).toEqual([]);
    expect(await choose(0, 100, { fixation: "Solo" })).toEqual([]);
    expect(await choose(0, 100, { inverterType: "String", voltage: "220", supplier: "ALDO" })).toHaveLength(2);
    expect(await savedSettings(db, companyId)).toMatchObject({ disabledSuppliers: ["SOU ENERGY"] });

    const { live, rebuilt } = await fx.rebuild([...kitsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);

    // The handlers are bulk: a kit deleted, registered again (its created_at is the new one),
    // switched off and edited, then rebuilt with runs cut everywhere (1, 3) and in one run (5,000).
    await runner.start(); // rebuild() stopped it
    await send(imported, { type: "DeleteKit" });
    await send(imported, { type: "RegisterKit", kitId: imported, ownerId: managerId, fields: { ...impFields, kitPrice: 18000 } });
    await send(imported, { type: "SetKitAvailability", available: false });
    await send(ids[2], { type: "EditKit", fields: { ...DEMO_KITS[2], kitPrice: 30000, available: false } });
    const end = await send(imported, { type: "EditKit", fields: { ...impFields, kitPrice: 17600, available: false } });
    expect(await runner.waitFor(end!, { timeoutMs: 10_000 })).toBe(true);
    const again = await getKit(db, companyId, imported);
    expect([again?.kit_price, again?.price_per_kwp, again?.available]).toEqual([17600, 2000, false]);
    for (const batchSize of [1, 3, 5000]) {
      const cut = await fx.rebuild([...kitsProjection.tables], [kitsProjection], batchSize);
      expect(cut.rebuilt, `batch ${batchSize}`).toEqual(cut.live);
    }
  });
});
