import { describe, expect, it } from "vitest";
import { customerHistoryText } from "../../../app/lib/customer-history-text";

const names = new Map([
  ["u1", "GERENTE"],
  ["u2", "Vendedor Demo"],
]);

describe("customerHistoryText", () => {
  it("creation, archive, unarchive", () => {
    expect(customerHistoryText("CustomerCreated", { name: "Ana", details: {} }, names)).toBe("Cliente cadastrado: Ana");
    expect(customerHistoryText("CustomerCreated", { name: "Ana" }, names)).toBe("Cliente cadastrado pelo formulário de negócio: Ana");
    expect(customerHistoryText("CustomerArchived", {}, names)).toBe("Cliente arquivado");
    expect(customerHistoryText("CustomerUnarchived", {}, names)).toBe("Cliente desarquivado");
  });
  it("an edit lists each field before → after, masked", () => {
    expect(
      customerHistoryText(
        "CustomerEdited",
        {
          changes: {
            city: { from: "Campinas", to: "Santos" },
            document: { from: "", to: "52998224725" },
            income: { from: null, to: "3500.00" },
            phone: { from: "19987654321", to: "1933334444" },
            postalCode: { from: "", to: "13015001" },
          },
        },
        names,
      ),
    ).toBe(
      "Editado — Cidade: Campinas → Santos; CPF/CNPJ: — → 529.982.247-25; Renda: — → R$ 3.500,00; Telefone: (19) 98765-4321 → (19) 3333-4444; CEP: — → 13015-001",
    );
  });
  it("a switch to CNPJ masks the new document as a CNPJ", () => {
    expect(
      customerHistoryText(
        "CustomerEdited",
        {
          changes: {
            cpfCnpjSwitch: { from: false, to: true },
            document: { from: "52998224725", to: "11222333000181" },
          },
        },
        names,
      ),
    ).toBe("Editado — Tipo de documento: CPF → CNPJ; CPF/CNPJ: 529.982.247-25 → 11.222.333/0001-81");
  });
  it("owners by their current names", () => {
    expect(customerHistoryText("CustomerOwnersSet", { from: ["u1"], to: ["u2", "gone"] }, names)).toBe(
      "Responsáveis: GERENTE → Vendedor Demo, usuário removido",
    );
  });
});

describe("nested groups", () => {
  it("address detail and person in charge are shown field by field", () => {
    expect(
      customerHistoryText(
        "CustomerEdited",
        {
          changes: {
            addressDetail: {
              from: { street: "Rua A", number: "10", district: "", complement: "" },
              to: { street: "Rua A", number: "11", district: "Centro", complement: "" },
            },
            personInCharge: { from: { name: "", cpf: "" }, to: { name: "João", cpf: "11144477735" } },
          },
        },
        names,
      ),
    ).toBe("Editado — Número: 10 → 11; Bairro: — → Centro; Nome do responsável: — → João; CPF do responsável: — → 111.444.777-35");
  });
});
