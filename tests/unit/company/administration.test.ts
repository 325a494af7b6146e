import { describe, expect, it } from "vitest";
import { companyDecider, slugDecider, type CompanyEvent } from "../../../domain/company";
import { checkPreferences } from "../../../domain/company/settings";
import { fold } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";

const given = specFor(companyDecider);
const manager = { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" };
const vendor = { id: "user-vendor-1", name: "Paulo Vendas", email: "paulo@solar.com.br" };
const vendor2 = { id: "user-vendor-2", name: "Rita Campos", email: "rita@solar.com.br" };
const registered = (plan: "BASIC" | "ENTERPRISE" = "ENTERPRISE"): CompanyEvent => ({
  type: "CompanyRegistered",
  data: { companyId: "company-1", name: "Solar Nordeste", plan, statusOk: true, salesLostReasons: ["Preço"], manager },
});
const vendorAdded: CompanyEvent = { type: "VendorAdded", data: { vendor } };
const vendor2Added: CompanyEvent = { type: "VendorAdded", data: { vendor: vendor2 } };

describe("collaborators", () => {
  it("a vendor needs the ENTERPRISE plan", () => {
    given([registered("BASIC")])
      .when({ type: "AddVendor", vendor })
      .thenThrows("FAÇA O UPGRADE PARA O PLANO EMPRESARIAL", { code: "forbidden" });
  });

  it("adds a vendor with initial flags, keeping only the true ones", () => {
    given([registered()])
      .when({ type: "AddVendor", vendor, permissions: { salesKanban: true, customersList: false } })
      .then([{ type: "VendorAdded", data: { vendor, permissions: { salesKanban: true } } }]);
  });

  it("refuses an unknown flag", () => {
    given([registered()])
      .when({ type: "AddVendor", vendor, permissions: { godMode: true } as never })
      .thenThrows("Permissão inválida.", { field: "godMode" });
  });

  it("refuses a name with forbidden characters", () => {
    given([registered()])
      .when({ type: "AddVendor", vendor: { ...vendor, name: "<script>" } })
      .thenThrows('Insira um nome válido: o caractere "<" não é permitido.', { field: "name" });
  });

  it.each(["Maria D'Ávila", "Ana-Clara Souza"])("accepts the person name %j (ADR 014: ' and -)", (name) => {
    given([registered()])
      .when({ type: "AddVendor", vendor: { ...vendor, name } })
      .then([{ type: "VendorAdded", data: { vendor: { ...vendor, name } } }]);
  });

  it("edits name and e-mail with before and after; nothing when unchanged", () => {
    given([registered(), vendorAdded])
      .when({ type: "EditUser", userId: vendor.id, name: "Paulo Lima", email: "paulo@solar.com.br" })
      .then([
        {
          type: "UserEdited",
          data: {
            userId: vendor.id,
            before: { name: "Paulo Vendas", email: vendor.email },
            after: { name: "Paulo Lima", email: vendor.email },
          },
        },
      ]);
    given([registered(), vendorAdded]).when({ type: "EditUser", userId: vendor.id, name: vendor.name, email: vendor.email }).then([]);
  });

  it("an e-mail another user has is refused", () => {
    given([registered(), vendorAdded, vendor2Added])
      .when({ type: "EditUser", userId: vendor.id, name: vendor.name, email: "RITA@solar.com.br" })
      .thenThrows("E-mail já cadastrado.", { field: "email", code: "conflict" });
  });

  it("deactivates and reactivates a vendor, each once", () => {
    given([registered(), vendorAdded])
      .when({ type: "DeactivateVendor", vendorId: vendor.id })
      .then([{ type: "VendorDeactivated", data: { vendorId: vendor.id } }]);
    const off: CompanyEvent = { type: "VendorDeactivated", data: { vendorId: vendor.id } };
    given([registered(), vendorAdded, off]).when({ type: "DeactivateVendor", vendorId: vendor.id }).then([]);
    given([registered(), vendorAdded, off])
      .when({ type: "ReactivateVendor", vendorId: vendor.id })
      .then([{ type: "VendorReactivated", data: { vendorId: vendor.id } }]);
    given([registered(), vendorAdded, off])
      .when({ type: "AddVendor", vendor: vendor2 })
      .thenState({
        users: expect.objectContaining({ [vendor.id]: expect.objectContaining({ active: false }) }),
      });
  });

  it("the manager cannot be deactivated", () => {
    given([registered()])
      .when({ type: "DeactivateVendor", vendorId: manager.id })
      .thenThrows("Não é possível alterar o gerente da conta.", { code: "forbidden" });
  });

  it("sets permissions with what was granted and revoked", () => {
    const first: CompanyEvent = {
      type: "VendorPermissionsSet",
      data: {
        vendorId: vendor.id,
        permissions: { salesKanban: true, customersList: true },
        granted: ["customersList", "salesKanban"],
        revoked: [],
      },
    };
    given([registered(), vendorAdded])
      .when({
        type: "SetVendorPermissions",
        vendorId: vendor.id,
        permissions: { salesKanban: true, customersList: true },
      })
      .then([first]);
    given([registered(), vendorAdded, first])
      .when({
        type: "SetVendorPermissions",
        vendorId: vendor.id,
        permissions: { salesKanban: true, projectKanban: true },
      })
      .then([
        {
          type: "VendorPermissionsSet",
          data: {
            vendorId: vendor.id,
            permissions: { salesKanban: true, projectKanban: true },
            granted: ["projectKanban"],
            revoked: ["customersList"],
          },
        },
      ]);
    given([registered(), vendorAdded, first])
      .when({
        type: "SetVendorPermissions",
        vendorId: vendor.id,
        permissions: { customersList: true, salesKanban: true },
      })
      .then([]);
  });

  it("records a password change without the password", () => {
    given([registered()])
      .when({ type: "RecordPasswordChange", userId: manager.id })
      .then([{ type: "PasswordChanged", data: { userId: manager.id } }]);
  });

  it("a password change leaves the company state as it was", () => {
    const before = fold(companyDecider.evolve, companyDecider.initialState(), [registered()]);
    const after = companyDecider.evolve(before, { type: "PasswordChanged", data: { userId: manager.id } });
    expect(after).toBe(before);
  });
});

describe("teams", () => {
  const team = { id: "team-1", name: "Equipe Norte", leaderId: vendor.id, memberIds: [vendor2.id, vendor.id] };
  it("creates a SALES team; the leader is not listed as a member", () => {
    given([registered(), vendorAdded, vendor2Added])
      .when({ type: "CreateTeam", team })
      .then([
        {
          type: "TeamCreated",
          data: {
            team: { id: "team-1", name: "Equipe Norte", type: "SALES", leaderId: vendor.id, memberIds: [vendor2.id] },
          },
        },
      ]);
  });
  it("needs ENTERPRISE, a leader and known members", () => {
    given([registered("BASIC")])
      .when({ type: "CreateTeam", team })
      .thenThrows("FAÇA O UPGRADE PARA O PLANO EMPRESARIAL");
    given([registered(), vendorAdded])
      .when({ type: "CreateTeam", team: { ...team, leaderId: "" } })
      .thenThrows("Selecione o líder da equipe.", { field: "leaderId" });
    given([registered(), vendorAdded])
      .when({ type: "CreateTeam", team: { ...team, memberIds: ["ghost"] } })
      .thenThrows("Selecione membros válidos.", { field: "memberIds" });
  });
  it("team names are unique; edit and delete need the team", () => {
    const created: CompanyEvent = {
      type: "TeamCreated",
      data: { team: { ...team, type: "SALES", memberIds: [vendor2.id] } },
    };
    given([registered(), vendorAdded, vendor2Added, created])
      .when({ type: "CreateTeam", team: { ...team, id: "team-2", name: "equipe norte" } })
      .thenThrows("Já existe uma equipe com este nome.", { field: "name" });
    given([registered(), vendorAdded])
      .when({ type: "EditTeam", team: { ...team, id: "team-9" } })
      .thenThrows("Equipe não encontrada.", { code: "not_found" });
    given([registered(), vendorAdded, vendor2Added, created])
      .when({ type: "DeleteTeam", teamId: "team-1" })
      .then([{ type: "TeamDeleted", data: { teamId: "team-1", name: "Equipe Norte" } }]);
  });
});

describe("plan and account status", () => {
  it("changes the plan and the status, nothing when unchanged", () => {
    given([registered("BASIC")])
      .when({ type: "ChangePlan", plan: "ENTERPRISE" })
      .then([{ type: "CompanyPlanChanged", data: { from: "BASIC", to: "ENTERPRISE" } }]);
    given([registered("BASIC")])
      .when({ type: "ChangePlan", plan: "BASIC" })
      .then([]);
    given([registered()])
      .when({ type: "ChangePlan", plan: "GOLD" as never })
      .thenThrows("Plano inválido.", { field: "plan" });
    given([registered()])
      .when({ type: "SetAccountStatus", statusOk: false })
      .then([{ type: "AccountStatusChanged", data: { statusOk: false } }]);
    given([registered()]).when({ type: "SetAccountStatus", statusOk: true }).then([]);
  });
});

describe("settings groups", () => {
  it("each list group has its own event, trimmed, and repeats are refused with the line", () => {
    given([registered()])
      .when({ type: "SetOrigins", values: [" Indicação ", "Google"] })
      .then([{ type: "OriginsSet", data: { values: ["Indicação", "Google"] } }]);
    given([registered()])
      .when({ type: "SetNoteTypes", values: ["Ligação", "ligação"] })
      .thenThrows("Valor repetido.", { field: "noteTypes[1]" });
    given([registered()])
      .when({ type: "SetCompanyPositions", values: ["Vendedor", ""] })
      .thenThrows("Campo obrigatório.", { field: "companyPositions[1]" });
    given([registered()])
      .when({ type: "SetSalesLostReasons", values: ["Preço"] })
      .then([]);
  });
  it("folder names follow the name rule", () => {
    given([registered()])
      .when({ type: "SetStandardFolders", values: ["Fotos", "a/b"] })
      .thenThrows("Insira um nome válido.", { field: "stdFolders[1]" });
  });
  it("hidden menus must be known areas", () => {
    given([registered()])
      .when({ type: "SetHiddenMenus", hiddenMenus: ["KITS", "CLIENTES"] })
      .then([{ type: "HiddenMenusSet", data: { hiddenMenus: ["CLIENTES", "KITS"] } }]);
    given([registered()])
      .when({ type: "SetHiddenMenus", hiddenMenus: ["NADA"] })
      .thenThrows("Menu inválido.");
  });
  it("a proposal slug has only slug characters", () => {
    given([registered()])
      .when({ type: "SetProposalSlug", slug: "solar-nordeste" })
      .then([{ type: "ProposalSlugSet", data: { slug: "solar-nordeste", previous: null } }]);
    given([registered()])
      .when({ type: "SetProposalSlug", slug: "Solar Nordeste" })
      .thenThrows("Use apenas letras minúsculas, números e hífen (3 a 50 caracteres).", { field: "proposalSlug" });
  });
  it("after-sales services default to SERVICE and have unique names", () => {
    given([registered()])
      .when({ type: "AddAfterSalesService", serviceId: "s1", service: { name: "Limpeza", type: undefined as never } })
      .then([{ type: "AfterSalesServiceAdded", data: { serviceId: "s1", service: { name: "Limpeza", type: "SERVICE" } } }]);
    const added: CompanyEvent = {
      type: "AfterSalesServiceAdded",
      data: { serviceId: "s1", service: { name: "Limpeza", type: "SERVICE" } },
    };
    given([registered(), added])
      .when({ type: "AddAfterSalesService", serviceId: "s2", service: { name: "limpeza", type: "SERVICE" } })
      .thenThrows("Valor repetido.", { field: "name" });
    given([registered(), added])
      .when({ type: "AddAfterSalesService", serviceId: "s1", service: { name: "Limpeza", type: "SERVICE" } })
      .then([]);
  });
});

describe("preferences (part 3 §5 defaults)", () => {
  it("empty numbers take the defaults: simultaneity 30/70/50, importWindow 24, discounts 0, validity 15, inflation 10", () => {
    const p = checkPreferences({});
    expect([p.simultFactorResidential, p.simultFactorCommercial, p.simultFactorIndustrial]).toEqual([30, 70, 50]);
    expect([p.importWindow, p.stdKitDiscount, p.maxKitDiscount, p.validity, p.inflation]).toEqual([24, 0, 0, 15, 10]);
  });
  it("numbers out of range and a standard discount above the maximum are refused", () => {
    expect(() => checkPreferences({ simultFactorResidential: 130 })).toThrow("Insira um número válido.");
    expect(() => checkPreferences({ validity: 1.5 })).toThrow("Insira um número válido.");
    expect(() => checkPreferences({ stdKitDiscount: 10, maxKitDiscount: 5 })).toThrow("Insira um número válido.");
  });
  it("formats the supplier CNPJ", () => {
    expect(checkPreferences({ stdSupplierCNPJ: "12345678000190" }).stdSupplierCNPJ).toBe("12.345.678/0001-90");
  });
});

describe("proposal slug reservation", () => {
  const givenSlug = specFor(slugDecider);
  it("one company holds a slug; another is refused", () => {
    givenSlug([])
      .when({ type: "ReserveSlug", slug: "solar" })
      .then([{ type: "SlugReserved", data: { slug: "solar", companyId: "company-1" } }]);
    givenSlug([{ type: "SlugReserved", data: { slug: "solar", companyId: "company-1" } }])
      .when({ type: "ReserveSlug", slug: "solar" }, { companyId: "company-2" })
      .thenThrows("Este endereço já está em uso.", { code: "conflict" });
    givenSlug([{ type: "SlugReserved", data: { slug: "solar", companyId: "company-1" } }])
      .when({ type: "ReserveSlug", slug: "solar" })
      .then([]);
  });
});
