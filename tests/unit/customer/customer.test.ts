import { describe, it } from "vitest";
import { customerDecider, type CustomerEvent } from "../../../domain/customer";
import { specFor } from "../support/given-when-then";

const given = specFor(customerDecider);

const created: CustomerEvent = {
  type: "CustomerCreated",
  data: { customerId: "cust-1", name: "José da Silva", ownerId: "user-vendor-1" },
};

describe("CreateCustomer", () => {
  it("creates a customer", () => {
    given([]).when({ type: "CreateCustomer", customerId: "cust-1", name: "José da Silva", ownerId: "user-vendor-1" }).then([created]);
  });

  it("trims the name", () => {
    given([]).when({ type: "CreateCustomer", customerId: "cust-1", name: "  José da Silva ", ownerId: "user-vendor-1" }).then([created]);
  });

  it("keeps the customer in state", () => {
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name: "José da Silva", ownerId: "user-vendor-1" })
      .thenState({ exists: true, customerId: "cust-1", name: "José da Silva", ownerId: "user-vendor-1" });
  });

  it("needs a name", () => {
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name: "   ", ownerId: "user-vendor-1" })
      .thenThrows("Insira um nome válido.", { field: "name" });
  });

  it.each([
    ["José & Filhos", "&"],
    ["Solar Ltda.", "."],
    ["<script>", "<"],
  ])("rejects the person name %j, naming %j", (name, ch) => {
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name, ownerId: "user-vendor-1" })
      .thenThrows(`Insira um nome válido: o caractere "${ch}" não é permitido.`, { field: "name" });
  });

  it.each(["Maria D'Ávila", "Ana-Maria"])("accepts the person name %j (ADR 014: ' and -)", (name) => {
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name, ownerId: "user-vendor-1" })
      .then([{ ...created, data: { ...created.data, name } }]);
  });

  it("is created only once", () => {
    given([created])
      .when({ type: "CreateCustomer", customerId: "cust-1", name: "José", ownerId: "user-vendor-1" })
      .thenThrows("Cliente já existe.", { code: "conflict" });
  });
});

// ── The full customer (issue 4) ─────────────────────────────────────────────
import { emptyDetails, normalizeCustomer, type CreateCustomer, type CustomerRules } from "../../../domain/customer";

const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: ["Internet", "Indicação"] };
const maria = normalizeCustomer({
  name: "Maria Souza",
  email: "maria@exemplo.com",
  document: "529.982.247-25",
  uf: "SP",
  city: "Campinas",
  origin: "Internet",
});
const fullCreated: CustomerEvent = {
  type: "CustomerCreated",
  data: {
    customerId: "cust-2",
    name: "Maria Souza",
    ownerId: "user-manager",
    details: maria.details,
    owners: ["user-manager", "user-vendor-1"],
  },
};

describe("CreateCustomer with every field", () => {
  /** CreateCustomer of cust-2 (Maria Souza, by the manager, every detail) under the company's rules. */
  const createMaria = (over: Partial<CreateCustomer> = {}): CreateCustomer => ({
    type: "CreateCustomer",
    customerId: "cust-2",
    name: "Maria Souza",
    ownerId: "user-manager",
    details: maria.details,
    rules,
    ...over,
  });
  it("records the details and the owners", () => {
    given([])
      .when(createMaria({ owners: ["user-manager", "user-vendor-1"], allowedOwners: ["user-manager", "user-vendor-1", "user-vendor-2"] }))
      .then([fullCreated]);
  });
  it("refuses owners who are not active users of the company (issue 14), and any other than the registrant without the list", () => {
    given([])
      .when(createMaria({ owners: ["user-manager", "someone-else"], allowedOwners: ["user-manager", "user-vendor-1"] }))
      .thenThrows("Responsável inválido.", { field: "owners" });
    given([])
      .when(createMaria({ owners: ["user-vendor-1"] }))
      .thenThrows("Responsável inválido.", { field: "owners" });
  });
  it("without owners, the one who registers owns it", () => {
    given([])
      .when(createMaria())
      .thenState({ owners: ["user-manager"], archived: false });
  });
  it("refuses a CPF with a wrong check digit", () => {
    given([])
      .when(createMaria({ name: "Maria", ownerId: "u", details: { ...maria.details, document: "52998224724" } }))
      .thenThrows("Insira um CPF válido.", { field: "document" });
  });
  it("requires an e-mail when the company says so", () => {
    given([])
      .when(createMaria({ name: "Maria", ownerId: "u", details: emptyDetails(), rules: { ...rules, reqEmailField: true } }))
      .thenThrows("Insira um e-mail válido.", { field: "email" });
  });
});

describe("EditCustomer", () => {
  it("records only what changed, before and after", () => {
    given([fullCreated])
      .when({ type: "EditCustomer", name: "Maria S Souza", details: { ...maria.details, city: "Santos" }, rules })
      .then([
        {
          type: "CustomerEdited",
          data: {
            customerId: "cust-2",
            changes: { name: { from: "Maria Souza", to: "Maria S Souza" }, city: { from: "Campinas", to: "Santos" } },
          },
        },
      ]);
  });
  it("nothing changed → no event", () => {
    given([fullCreated]).when({ type: "EditCustomer", name: "Maria Souza", details: maria.details, rules }).then([]);
  });
  it("an inline customer (name only) gets its details on the first edit", () => {
    given([created])
      .when({
        type: "EditCustomer",
        name: "José da Silva",
        details: { ...emptyDetails(), phone: "11987654321" },
        rules,
      })
      .then([{ type: "CustomerEdited", data: { customerId: "cust-1", changes: { phone: { from: "", to: "11987654321" } } } }]);
  });
  it("a city of another state is refused", () => {
    given([fullCreated])
      .when({ type: "EditCustomer", name: "Maria Souza", details: { ...maria.details, uf: "RJ" }, rules })
      .thenThrows("Selecione uma cidade do estado escolhido.", { field: "city" });
  });
  it("an unknown customer is not found", () => {
    given([]).when({ type: "EditCustomer", name: "X", details: emptyDetails(), rules }).thenThrows("Cliente não encontrado.", { code: "not_found" });
  });
  it("applies the changes to the state", () => {
    given([fullCreated])
      .when({ type: "EditCustomer", name: "Maria Souza", details: { ...maria.details, city: "Santos" }, rules })
      .thenState({ details: { ...maria.details, city: "Santos" } });
  });
});

describe("Archive / unarchive", () => {
  const archived: CustomerEvent = { type: "CustomerArchived", data: { customerId: "cust-2" } };
  it("archives, and archiving again does nothing", () => {
    given([fullCreated]).when({ type: "ArchiveCustomer" }).then([archived]);
    given([fullCreated, archived]).when({ type: "ArchiveCustomer" }).then([]);
  });
  it("unarchives only an archived customer", () => {
    given([fullCreated, archived])
      .when({ type: "UnarchiveCustomer" })
      .then([{ type: "CustomerUnarchived", data: { customerId: "cust-2" } }]);
    given([fullCreated]).when({ type: "UnarchiveCustomer" }).then([]);
  });
});

describe("SetCustomerOwners", () => {
  const allowed = ["user-manager", "user-vendor-1", "user-vendor-2"];
  it("records the owners before and after", () => {
    given([fullCreated])
      .when({ type: "SetCustomerOwners", owners: ["user-vendor-2", "user-vendor-2"], allowedOwners: allowed })
      .then([
        {
          type: "CustomerOwnersSet",
          data: { customerId: "cust-2", from: ["user-manager", "user-vendor-1"], to: ["user-vendor-2"] },
        },
      ]);
  });
  it("the same owners in another order → no event", () => {
    given([fullCreated])
      .when({ type: "SetCustomerOwners", owners: ["user-vendor-1", "user-manager"], allowedOwners: allowed })
      .then([]);
  });
  it("needs at least one owner of the company", () => {
    given([fullCreated])
      .when({ type: "SetCustomerOwners", owners: [], allowedOwners: allowed })
      .thenThrows("Selecione ao menos um responsável.", { field: "owners" });
    given([fullCreated])
      .when({ type: "SetCustomerOwners", owners: ["someone-else"], allowedOwners: allowed })
      .thenThrows("Responsável inválido.", { field: "owners" });
  });
});
