// preferences.stdOwners: a new customer belongs to its creator and to the company's standard owners
// (the active ones), whether made by the customer form or inline from an item's form.
import { describe, expect, it } from "vitest";
import { customerDecider, withStandardOwners } from "../../../domain/customer";
import { specFor } from "../support/given-when-then";

const given = specFor(customerDecider);

describe("withStandardOwners", () => {
  it("adds the standard owners after the creator, once each", () => {
    expect(withStandardOwners(["vendor"], ["sales-manager", "vendor"], ["vendor", "sales-manager"])).toEqual(["vendor", "sales-manager"]);
  });
  it("skips a standard owner who is no longer active", () => {
    expect(withStandardOwners(["vendor"], ["gone"], ["vendor"])).toEqual(["vendor"]);
  });
  it("with none set, the creator alone", () => {
    expect(withStandardOwners(["vendor"], [], ["vendor", "x"])).toEqual(["vendor"]);
  });
});

describe("CreateCustomer inline (name only) with the standard owners", () => {
  const base = { type: "CreateCustomer" as const, customerId: "c-1", name: "José da Silva", ownerId: "vendor" };
  it("records every owner", () => {
    given([])
      .when({ ...base, owners: ["vendor", "sm"], allowedOwners: ["vendor", "sm"] })
      .then([{ type: "CustomerCreated", data: { customerId: "c-1", name: "José da Silva", ownerId: "vendor", owners: ["vendor", "sm"] } }]);
  });
  it("the creator alone records no owners list (the event as before)", () => {
    given([])
      .when({ ...base, owners: ["vendor"], allowedOwners: ["vendor", "sm"] })
      .then([{ type: "CustomerCreated", data: { customerId: "c-1", name: "José da Silva", ownerId: "vendor" } }]);
  });
  it("refuses an owner who is not an active user of the company", () => {
    given([])
      .when({ ...base, owners: ["vendor", "intruder"], allowedOwners: ["vendor"] })
      .thenThrows("Responsável inválido.", { field: "owners" });
  });
});
