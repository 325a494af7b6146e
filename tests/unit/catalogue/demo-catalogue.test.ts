// The demo catalogue (scripts/demo-seed-catalogue.ts) is typed as a company would; every row must
// pass the same rules as the forms, and its natural keys must not collide.
import { describe, expect, it } from "vitest";
import { DEMO_EQUIPMENT, DEMO_INVERTERS, DEMO_MODULES } from "../../../scripts/demo-seed-catalogue";
import { moduleErrors, normalizeModule } from "../../../domain/module";
import { inverterErrors, normalizeInverter } from "../../../domain/inverter";
import { equipmentErrors, normalizeEquipment, INSTALLATION_TYPES } from "../../../domain/equipment";

describe("demo catalogue", () => {
  it("every row passes the form's rules", () => {
    for (const m of DEMO_MODULES) expect(moduleErrors(normalizeModule(m))).toEqual({});
    for (const i of DEMO_INVERTERS) expect(inverterErrors(normalizeInverter(i))).toEqual({});
    for (const e of DEMO_EQUIPMENT) expect(equipmentErrors(normalizeEquipment(e))).toEqual({});
  });
  it("modules of 550–610 Wp, inverters of 3–10 kW, a structure for every installation type", () => {
    expect(DEMO_MODULES.map((m) => normalizeModule(m).power).every((p) => p >= 550 && p <= 610)).toBe(true);
    expect(DEMO_INVERTERS.map((i) => normalizeInverter(i).iPower)).toEqual([3000, 5000, 10000]);
    const types = new Set(DEMO_EQUIPMENT.map((e) => normalizeEquipment(e).installationType).filter(Boolean));
    expect([...types].sort()).toEqual([...INSTALLATION_TYPES].sort());
  });
});
