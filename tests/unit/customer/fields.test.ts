// The customer rules as the form, the CSV import and the decider see them.
import { describe, expect, it } from "vitest";
import { customerErrors, normalizeCustomer, type CustomerRules } from "../../../domain/customer";

const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: ["Indicação", "Internet"] };
const check = (raw: Record<string, string>, r: CustomerRules = rules) => customerErrors(normalizeCustomer(raw), r, { raw });

describe("normalizeCustomer", () => {
  it("keeps digits of documents, CEP and phones, upper-cases the UF and spells the city canonically", () => {
    const n = normalizeCustomer({
      name: "  Maria  da Silva ",
      document: "529.982.247-25",
      postalCode: "13015-001",
      phone: "(19) 98765-4321",
      uf: "sp",
      city: "campinas",
      income: "1.234,56",
      email: " Maria@Exemplo.com ",
    });
    expect(n.name).toBe("Maria da Silva");
    expect(n.details).toMatchObject({
      document: "52998224725",
      postalCode: "13015001",
      phone: "19987654321",
      uf: "SP",
      city: "Campinas",
      income: "1234.56",
      email: "maria@exemplo.com",
      cpfCnpjSwitch: false,
    });
  });
});

describe("customerErrors", () => {
  it("a complete valid customer has no errors", () => {
    expect(
      check({
        name: "Maria da Silva",
        email: "maria@exemplo.com",
        document: "529.982.247-25",
        postalCode: "13015-001",
        phone: "(19) 98765-4321",
        whatsapp: "19987654321",
        uf: "SP",
        city: "Campinas",
        origin: "Internet",
        income: "3500",
        personInChargeName: "João Souza",
        personInChargeCpf: "111.444.777-35",
        street: "Rua das Flores",
        number: "10",
      }),
    ).toEqual({});
  });
  it("name required and by the name rule", () => {
    expect(check({ name: "" }).name).toBe("Insira um nome válido.");
    expect(check({ name: "Ana & Cia" }).name).toBe('Insira um nome válido: o caractere "&" não é permitido.');
  });
  it("a person's name accepts ' and - (ADR 014); a company's follows the general-text rule", () => {
    expect(check({ name: "Maria D'Ávila" }).name).toBeUndefined();
    expect(check({ name: "Ana-Clara Souza" }).name).toBeUndefined();
    expect(check({ name: "Solar Ltda." }).name).toBe('Insira um nome válido: o caractere "." não é permitido.');
    expect(check({ name: "Solar Ltda. - Filial 2, Campinas", cpfCnpjSwitch: "on" }).name).toBeUndefined();
    expect(check({ name: "Solar & Cia", cpfCnpjSwitch: "on" }).name).toBe('Insira um nome válido: o caractere "&" não é permitido.');
    expect(check({ name: "Ana", personInChargeName: "João D'Ávila-Neto" }).personInChargeName).toBeUndefined();
    expect(check({ name: "Ana", personInChargeName: "João (pai)" }).personInChargeName).toBe(
      'Insira um nome válido: o caractere "(" não é permitido.',
    );
  });
  it("e-mail optional unless the preference requires it", () => {
    expect(check({ name: "Ana" }).email).toBeUndefined();
    expect(check({ name: "Ana", email: "ana@" }).email).toBe("Insira um e-mail válido.");
    expect(check({ name: "Ana" }, { ...rules, reqEmailField: true }).email).toBe("Insira um e-mail válido.");
  });
  it("CPF or CNPJ by the switch, with check digits", () => {
    expect(check({ name: "Ana", document: "529.982.247-24" }).document).toBe("Insira um CPF válido.");
    expect(check({ name: "Ana", document: "11.222.333/0001-81" }).document).toBe("Insira um CPF válido.");
    expect(check({ name: "Ana", document: "11.222.333/0001-81", cpfCnpjSwitch: "on" }).document).toBeUndefined();
    expect(check({ name: "Ana", document: "529.982.247-25", cpfCnpjSwitch: "on" }).document).toBe("Insira um CNPJ válido.");
    expect(check({ name: "Ana" }, { ...rules, reqDocField: true }).document).toBe("Insira um CPF válido.");
  });
  it("phones, CEP, UF and city", () => {
    expect(check({ name: "Ana", phone: "1234" }).phone).toBe("Insira um telefone válido.");
    expect(check({ name: "Ana", phone: "11 9abc8765-4321" }).phone).toBe("Insira um telefone válido.");
    expect(check({ name: "Ana", postalCode: "1301-001" }).postalCode).toBe("Insira um CEP válido.");
    expect(check({ name: "Ana", uf: "XX" }).uf).toBe("Selecione um estado válido.");
    expect(check({ name: "Ana", city: "Campinas" }).uf).toBe("Selecione um estado válido.");
    expect(check({ name: "Ana", uf: "RJ", city: "Campinas" }).city).toBe("Selecione uma cidade do estado escolhido.");
  });
  it("origin from the settings; income a positive amount; responsible person's CPF", () => {
    expect(check({ name: "Ana", origin: "Rádio" }).origin).toBe("Selecione uma origem válida.");
    expect(check({ name: "Ana", income: "abc" }).income).toBe("Insira um valor válido.");
    expect(check({ name: "Ana", income: "0" }).income).toBe("Insira um valor válido.");
    expect(check({ name: "Ana", personInChargeCpf: "123" }).personInChargeCpf).toBe("Insira um CPF válido.");
  });
  it("an origin no longer in the settings may be kept when editing", () => {
    const n = normalizeCustomer({ name: "Ana", origin: "Rádio" });
    expect(customerErrors(n, rules, { current: { ...n.details } }).origin).toBeUndefined();
  });
});
