// rm_modules, rm_inverters, rm_equipment (the "catalogue" projection) as specs: given these events,
// these rows. The runner applies the events in bulk runs, as a rebuild and an import do.
import { describe, it } from "vitest";
import { catalogueProjection } from "../../projections";
import { normalizeModule, type ModuleEvent } from "../../domain/module";
import { normalizeInverter, type InverterEvent } from "../../domain/inverter";
import { normalizeEquipment, type EquipmentEvent } from "../../domain/equipment";
import { on, projectionSpec } from "../support/projection-spec";

const m1 = "0190a000-0000-7000-8000-000000000001";
const m2 = "0190a000-0000-7000-8000-000000000002";
const i1 = "0190a000-0000-7000-8000-000000000011";
const e1 = "0190a000-0000-7000-8000-000000000021";
const jinko = normalizeModule({ manufacturer: "Jinko Solar", model: "Tiger Neo JKM575N-72HL4", power: "575", weight: "27,8" });
const trina = normalizeModule({ manufacturer: "Trina Solar", model: "Vertex N TSM-610NEG19RC", power: "610" });
const modReg = (id: string, fields = jinko): ModuleEvent => ({ type: "ModuleRegistered", data: { moduleId: id, fields } });

describe("catalogue projection", () => {
  const spec = projectionSpec(catalogueProjection);

  it("a registered module is a row of its company, with its key and search text", async () => {
    await spec.given([on(`module-${m1}`, [modReg(m1)])]).expectRows("rm_modules", [
      {
        id: m1,
        manufacturer: "Jinko Solar",
        model: "Tiger Neo JKM575N-72HL4",
        power: 575,
        weight: 27.8,
        m_length: null,
        key_text: "jinko solar|tiger neo jkm575n-72hl4",
        search_text: "jinko solar tiger neo jkm575n-72hl4 575",
      },
    ]);
  });

  it("an edit replaces the fields; a delete removes the row; a deleted model registered again is back", async () => {
    const edited = { ...jinko, power: 580 };
    await spec
      .given([
        on(`module-${m1}`, [
          modReg(m1),
          { type: "ModuleEdited", data: { moduleId: m1, fields: edited, changes: { power: { from: 575, to: 580 } } } },
        ]),
        on(`module-${m2}`, [modReg(m2, trina), { type: "ModuleDeleted", data: { moduleId: m2 } }, modReg(m2, { ...trina, power: 605 })]),
      ])
      .expectRows("rm_modules", [
        { id: m1, power: 580 },
        { id: m2, power: 605 },
      ]);
  });

  it("an edit keeps created_at and moves updated_at; a deleted row stays deleted", async () => {
    await spec
      .given([
        on(`module-${m1}`, [modReg(m1)], { occurredAt: "2026-11-01T10:00:00.000Z" }),
        on(`module-${m1}`, [{ type: "ModuleEdited", data: { moduleId: m1, fields: { ...jinko, model: "JKM575N" }, changes: {} } }], {
          occurredAt: "2026-11-02T10:00:00.000Z",
        }),
        on(`module-${m1}`, [{ type: "ModuleDeleted", data: { moduleId: m1 } }]),
        on(`module-${m2}`, [modReg(m2, trina)], { occurredAt: "2026-11-01T10:00:00.000Z" }),
        on(`module-${m2}`, [{ type: "ModuleEdited", data: { moduleId: m2, fields: { ...trina, model: "TSM-610" }, changes: {} } }], {
          occurredAt: "2026-11-02T10:00:00.000Z",
        }),
      ])
      .expectRows("rm_modules", [{ id: m2, model: "TSM-610", created_at: "2026-11-01T10:00:00.000Z", updated_at: "2026-11-02T10:00:00.000Z" }]);
  });

  it("inverters and equipment", async () => {
    const inv: InverterEvent = {
      type: "InverterRegistered",
      data: { inverterId: i1, fields: normalizeInverter({ iManufacturer: "Growatt", iModel: "MIN 5000TL-X", iPower: "5", phases: "1", mppts: "2" }) },
    };
    const eq: EquipmentEvent = {
      type: "EquipmentRegistered",
      data: {
        equipmentId: e1,
        fields: normalizeEquipment({
          category: "Estrutura",
          name: "Telhado cerâmico 4 módulos",
          installationType: "Telhado",
          unit: "kit",
          price: "389,90",
        }),
      },
    };
    const s = spec.given([on(`inverter-${i1}`, [inv]), on(`equipment-${e1}`, [eq])]);
    await s.expectRows("rm_inverters", [
      { id: i1, i_power: 5000, type: "String", i_monitoring: "Wi-Fi", phases: 1, mppts: 2, key_text: "growatt|min 5000tl-x" },
    ]);
    await s.expectRows("rm_equipment", [{ id: e1, category: "Estrutura", installation_type: "Telhado", unit: "kit", price: "389.90" }]);
  });
});
