import { describe, expect, it } from "vitest";
import { companyDecider, type CompanyEvent } from "../../../domain/company";
import { fold } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";

const given = specFor(companyDecider);

const manager = { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" };
const vendor = { id: "user-vendor-1", name: "Paulo Vendas", email: "paulo@solar.com.br" };

const registered: CompanyEvent = {
  type: "CompanyRegistered",
  data: {
    companyId: "company-1",
    name: "Solar Nordeste",
    plan: "ENTERPRISE",
    statusOk: true,
    salesLostReasons: ["Preço", "Concorrência", "Financiamento não aprovado", "Desistência do cliente", "Outro motivo"],
    manager,
  },
};
const vendorAdded: CompanyEvent = { type: "VendorAdded", data: { vendor } };

describe("RegisterCompany", () => {
  it("registers the company with the default lost reasons and the manager", () => {
    given([]).when({ type: "RegisterCompany", name: "Solar Nordeste", plan: "ENTERPRISE", manager }).then([registered]);
  });

  it("takes the company id from the context", () => {
    given([])
      .when({ type: "RegisterCompany", name: "Solar Nordeste", plan: "ENTERPRISE", manager }, { companyId: "company-9" })
      .thenState({ exists: true, companyId: "company-9" });
  });

  it("keeps name, plan, status, manager and users in state", () => {
    given([])
      .when({ type: "RegisterCompany", name: "Solar Nordeste", plan: "BASIC", manager })
      .thenState({
        exists: true,
        name: "Solar Nordeste",
        plan: "BASIC",
        statusOk: true,
        managerId: "user-manager",
        users: { "user-manager": { ...manager, role: "MANAGER", active: true, permissions: {} } },
      });
  });

  it("registers only once", () => {
    given([registered])
      .when({ type: "RegisterCompany", name: "Outra", plan: "BASIC", manager })
      .thenThrows("Empresa já cadastrada.", { code: "conflict" });
  });

  it("needs a company name", () => {
    given([]).when({ type: "RegisterCompany", name: "  ", plan: "BASIC", manager }).thenThrows("Campo obrigatório.", { field: "name" });
  });

  it("needs a valid manager e-mail", () => {
    given([])
      .when({ type: "RegisterCompany", name: "Solar", plan: "BASIC", manager: { ...manager, email: "marina@" } })
      .thenThrows("Insira um e-mail válido.", { field: "email" });
  });

  it("rejects an unknown plan", () => {
    given([])
      .when({ type: "RegisterCompany", name: "Solar", plan: "GOLD" as never, manager })
      .thenThrows("Plano inválido.", { field: "plan" });
  });
});

describe("AddVendor", () => {
  it("adds a vendor", () => {
    given([registered]).when({ type: "AddVendor", vendor }).then([vendorAdded]);
  });

  it("records the vendor in state", () => {
    given([registered])
      .when({ type: "AddVendor", vendor })
      .thenState({
        users: {
          "user-manager": { ...manager, role: "MANAGER", active: true, permissions: {} },
          "user-vendor-1": { ...vendor, role: "VENDOR", active: true, permissions: {} },
        },
      });
  });

  it("needs the company to exist", () => {
    given([]).when({ type: "AddVendor", vendor }).thenThrows("Empresa não encontrada.", { code: "not_found" });
  });

  it("rejects a duplicate vendor e-mail", () => {
    given([registered, vendorAdded])
      .when({ type: "AddVendor", vendor: { id: "user-vendor-2", name: "Outro Paulo", email: "paulo@solar.com.br" } })
      .thenThrows("E-mail já cadastrado.", { field: "email", code: "conflict" });
  });

  it("compares e-mails without case, including the manager's", () => {
    given([registered])
      .when({ type: "AddVendor", vendor: { id: "user-vendor-2", name: "Marina Dois", email: "MARINA@solar.com.br" } })
      .thenThrows("E-mail já cadastrado.", { code: "conflict" });
  });

  it("rejects an invalid e-mail and an empty name", () => {
    given([registered])
      .when({ type: "AddVendor", vendor: { ...vendor, email: "paulo" } })
      .thenThrows("Insira um e-mail válido.", { field: "email" });
    given([registered])
      .when({ type: "AddVendor", vendor: { ...vendor, name: "" } })
      .thenThrows("Campo obrigatório.", { field: "name" });
  });

  it("rejects a user id already in the company", () => {
    given([registered, vendorAdded])
      .when({ type: "AddVendor", vendor: { ...vendor, email: "novo@solar.com.br" } })
      .thenThrows("Usuário já cadastrado.", { code: "conflict" });
  });
});

describe("company state", () => {
  it("copies the lost reasons instead of sharing the event's array", () => {
    const state = fold(companyDecider.evolve, companyDecider.initialState(), [registered]);
    if (!state.exists) throw new Error("CompanyRegistered folds to a registered company");
    state.salesLostReasons.push("x");
    expect((registered.data as { salesLostReasons: string[] }).salesLostReasons).toHaveLength(5);
  });
});
