// Issue 15: the "suppliers" settings group (part 3 §7): the disabled distributors, one command and
// one event; the supplier credentials are secrets and never part of it (ADR 005).
import { describe, it } from "vitest";
import { companyDecider, type CompanyEvent } from "../../../domain/company";
import { specFor } from "../support/given-when-then";

const given = specFor(companyDecider);
const registered: CompanyEvent = {
  type: "CompanyRegistered",
  data: {
    companyId: "company-1",
    name: "Solar Nordeste",
    plan: "ENTERPRISE",
    statusOk: true,
    salesLostReasons: ["Preço"],
    manager: { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" },
  },
};

describe("SetDisabledSuppliers", () => {
  it("saves the distributors in the spec's order", () => {
    given([registered])
      .when({ type: "SetDisabledSuppliers", disabledSuppliers: ["PHB", "ALDO"] })
      .then([{ type: "DisabledSuppliersSet", data: { disabledSuppliers: ["ALDO", "PHB"] } }]);
  });

  it("the same list again, or none when none was saved, changes nothing", () => {
    given([registered]).when({ type: "SetDisabledSuppliers", disabledSuppliers: [] }).then([]);
    given([registered, { type: "DisabledSuppliersSet", data: { disabledSuppliers: ["ALDO"] } }])
      .when({ type: "SetDisabledSuppliers", disabledSuppliers: ["ALDO"] })
      .then([]);
    given([registered, { type: "DisabledSuppliersSet", data: { disabledSuppliers: ["ALDO"] } }])
      .when({ type: "SetDisabledSuppliers", disabledSuppliers: [] })
      .then([{ type: "DisabledSuppliersSet", data: { disabledSuppliers: [] } }]);
  });

  it("refuses an unknown supplier and the company's own kits", () => {
    for (const s of ["ACME", "PRÓPRIO"])
      given([registered])
        .when({ type: "SetDisabledSuppliers", disabledSuppliers: [s] })
        .thenThrows("Selecione um fornecedor da lista.", { field: "disabledSuppliers" });
  });
});
