import { describe, expect, it } from "vitest";
import { moduleDecider, normalizeModule, moduleErrors, type ModuleEvent, type ModuleFields } from "../../../domain/module";
import { CATALOGUE_MSG } from "../../../domain/catalogue";
import { moduleIdFor } from "../../../eventstore/catalogue-ids";
import { specFor } from "../support/given-when-then";

const given = specFor(moduleDecider);
const id = "mod-1";
const fields: ModuleFields = normalizeModule({
  manufacturer: "Canadian Solar",
  model: "CS7N-580MB-AG",
  power: "580",
  mLength: "2278",
  width: "1134",
  weight: "31,6",
  warrantyDefect: "12",
  warrantyEfficiency: "30",
  efficiency: "22,5",
  cellTechnology: "TOPCon bifacial",
});
const registered: ModuleEvent = { type: "ModuleRegistered", data: { moduleId: id, fields } };

describe("module decider", () => {
  it("registers a module", () => {
    given([]).when({ type: "RegisterModule", moduleId: id, fields }).then([registered]);
  });

  it("parses what a company types: decimal commas and empty optional fields", () => {
    expect(fields.weight).toBe(31.6);
    expect(fields.efficiency).toBe(22.5);
    expect(normalizeModule({ manufacturer: "X", model: "Y", power: "1.234,5" }).power).toBe(1234.5);
    expect(normalizeModule({ manufacturer: "X", model: "Y", power: "550" }).mLength).toBeNull();
  });

  it("refuses a missing manufacturer", () => {
    given([])
      .when({ type: "RegisterModule", moduleId: id, fields: { ...fields, manufacturer: "" } })
      .thenThrows(CATALOGUE_MSG.required, { field: "manufacturer" });
  });

  it.each([0, -5, Number.NaN])("refuses a power of %s", (power) => {
    given([])
      .when({ type: "RegisterModule", moduleId: id, fields: { ...fields, power } })
      .thenThrows(CATALOGUE_MSG.positivePower, { field: "power" });
  });

  it("refuses a power that is not a number, as typed", () => {
    expect(moduleErrors(normalizeModule({ manufacturer: "X", model: "Y", power: "abc" })).power).toBe(CATALOGUE_MSG.positivePower);
    expect(moduleErrors(normalizeModule({ manufacturer: "X", model: "Y", power: "550", weight: "dez" })).weight).toBe(CATALOGUE_MSG.invalidNumber);
  });

  it("a second registration of the same model with the same fields does nothing (a re-import)", () => {
    given([registered]).when({ type: "RegisterModule", moduleId: id, fields }).then([]);
  });

  it("a second registration of the same model with other fields is refused", () => {
    given([registered])
      .when({ type: "RegisterModule", moduleId: id, fields: { ...fields, power: 585 } })
      .thenThrows(CATALOGUE_MSG.duplicateModel, { field: "model", code: "conflict" });
  });

  it("the same manufacturer + model gives the same id, whatever the case, spaces or accents", () => {
    expect(moduleIdFor("c1", " Canadian  Solar ", "CS7N-580MB-AG")).toBe(moduleIdFor("c1", "canadian solar", "cs7n-580mb-ag"));
    expect(moduleIdFor("c1", "Açaí", "X")).toBe(moduleIdFor("c1", "acai", "x"));
    expect(moduleIdFor("c1", "A", "X")).not.toBe(moduleIdFor("c2", "A", "X"));
  });

  it("edits only what changed", () => {
    given([registered])
      .when({ type: "EditModule", moduleId: id, fields: { ...fields, power: 585 } })
      .then([{ type: "ModuleEdited", data: { moduleId: id, fields: { ...fields, power: 585 }, changes: { power: { from: 580, to: 585 } } } }]);
    given([registered]).when({ type: "EditModule", moduleId: id, fields }).then([]);
  });

  it("an edit is checked like a registration", () => {
    given([registered])
      .when({ type: "EditModule", moduleId: id, fields: { ...fields, power: 0 } })
      .thenThrows(CATALOGUE_MSG.positivePower, { field: "power" });
  });

  it("edit and delete of a module that does not exist are refused", () => {
    given([]).when({ type: "EditModule", moduleId: id, fields }).thenThrows(CATALOGUE_MSG.moduleNotFound, { code: "not_found" });
    given([]).when({ type: "DeleteModule", moduleId: id }).thenThrows(CATALOGUE_MSG.moduleNotFound, { code: "not_found" });
  });

  it("deletes, and a deleted model can be registered again", () => {
    given([registered])
      .when({ type: "DeleteModule", moduleId: id })
      .then([{ type: "ModuleDeleted", data: { moduleId: id } }]);
    given([registered, { type: "ModuleDeleted", data: { moduleId: id } }])
      .when({ type: "RegisterModule", moduleId: id, fields })
      .then([registered]);
  });
});

describe("catalogue texts", () => {
  it("accept what model names carry, refuse markup", () => {
    expect(moduleErrors({ ...normalizeModule({ manufacturer: "Hoymiles", model: "HMS-2000-4T/BR (par) #2", power: "2000" }) })).toEqual({});
    expect(moduleErrors(normalizeModule({ manufacturer: "<script>", model: "X", power: "1" })).manufacturer).toBe(CATALOGUE_MSG.invalidText);
    expect(moduleErrors(normalizeModule({ manufacturer: "A", model: "${x}", power: "1" })).model).toBe(CATALOGUE_MSG.invalidText);
  });
});
