import { describe, expect, it } from "vitest";
import { inverterDecider, normalizeInverter, inverterErrors, type InverterEvent } from "../../../domain/inverter";
import { CATALOGUE_MSG } from "../../../domain/catalogue";
import { inverterIdFor } from "../../../eventstore/catalogue-ids";
import { specFor } from "../support/given-when-then";

const given = specFor(inverterDecider);
const id = "inv-1";
const fields = normalizeInverter({
  iManufacturer: "Growatt",
  iModel: "MIN 5000TL-X",
  iPower: "5",
  iWarranty: "10",
  phases: "1",
  voltage: "220",
  mppts: "2",
});
const registered: InverterEvent = { type: "InverterRegistered", data: { inverterId: id, fields } };

describe("inverter decider", () => {
  it("a power under 100 is kW and becomes W; the type and monitoring take the spec's defaults", () => {
    expect(fields.iPower).toBe(5000);
    expect(normalizeInverter({ iPower: "8,2" }).iPower).toBe(8200);
    expect(normalizeInverter({ iPower: "99" }).iPower).toBe(99000);
    expect(normalizeInverter({ iPower: "100" }).iPower).toBe(100);
    expect(normalizeInverter({ iPower: "3000" }).iPower).toBe(3000);
    expect(fields.type).toBe("String");
    expect(fields.iMonitoring).toBe("Wi-Fi");
    expect(normalizeInverter({ type: "micro", iMonitoring: "4G" })).toMatchObject({ type: "Micro", iMonitoring: "4g" });
  });

  it("registers an inverter", () => {
    given([]).when({ type: "RegisterInverter", inverterId: id, fields }).then([registered]);
  });

  it("refuses a missing manufacturer", () => {
    given([])
      .when({ type: "RegisterInverter", inverterId: id, fields: { ...fields, iManufacturer: "  " } })
      .thenThrows(CATALOGUE_MSG.required, { field: "iManufacturer" });
  });

  it.each([0, -1])("refuses a power of %s", (iPower) => {
    given([])
      .when({ type: "RegisterInverter", inverterId: id, fields: { ...fields, iPower } })
      .thenThrows(CATALOGUE_MSG.positivePower, { field: "iPower" });
  });

  it("refuses an unknown type, monitoring or phase count", () => {
    const e = inverterErrors(
      normalizeInverter({ iManufacturer: "A", iModel: "B", iPower: "5", type: "Central", iMonitoring: "Bluetooth", phases: "4" }),
    );
    expect(e).toEqual({ type: CATALOGUE_MSG.invalidOption, iMonitoring: CATALOGUE_MSG.invalidOption, phases: CATALOGUE_MSG.invalidOption });
  });

  it("a duplicate model with other fields is refused; with the same fields it is a no-op", () => {
    given([registered]).when({ type: "RegisterInverter", inverterId: id, fields }).then([]);
    given([registered])
      .when({ type: "RegisterInverter", inverterId: id, fields: { ...fields, iPower: 6000 } })
      .thenThrows(CATALOGUE_MSG.duplicateModel, { field: "iModel", code: "conflict" });
    expect(inverterIdFor("c", "Growatt", "MIN 5000TL-X")).toBe(inverterIdFor("c", "GROWATT", "min 5000tl-x"));
  });

  it("edits and deletes", () => {
    given([registered])
      .when({ type: "EditInverter", inverterId: id, fields: { ...fields, mppts: 3 } })
      .then([{ type: "InverterEdited", data: { inverterId: id, fields: { ...fields, mppts: 3 }, changes: { mppts: { from: 2, to: 3 } } } }]);
    given([registered])
      .when({ type: "DeleteInverter", inverterId: id })
      .then([{ type: "InverterDeleted", data: { inverterId: id } }]);
    given([]).when({ type: "DeleteInverter", inverterId: id }).thenThrows(CATALOGUE_MSG.inverterNotFound, { code: "not_found" });
  });
});
