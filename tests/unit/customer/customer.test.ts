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
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name: "José da Silva", ownerId: "user-vendor-1" })
      .then([created]);
  });

  it("trims the name", () => {
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name: "  José da Silva ", ownerId: "user-vendor-1" })
      .then([created]);
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

  it.each(["José & Filhos", "Ana-Maria", "Solar Ltda.", "<script>"])("rejects the name %j", (name) => {
    given([])
      .when({ type: "CreateCustomer", customerId: "cust-1", name, ownerId: "user-vendor-1" })
      .thenThrows("Insira um nome válido.", { field: "name" });
  });

  it("is created only once", () => {
    given([created])
      .when({ type: "CreateCustomer", customerId: "cust-1", name: "José", ownerId: "user-vendor-1" })
      .thenThrows("Cliente já existe.", { code: "conflict" });
  });
});
