// The item page's info block (issue 20): the customer's contact lines and the deadline's colour.
import { describe, expect, it } from "vitest";
import { customerContactInfo, deadlineTone } from "../../../app/lib/item-info";

const details = {
  email: "ana@exemplo.com.br",
  phone: "19998765432",
  whatsapp: "",
  city: "Campinas",
  uf: "SP",
  address: "",
  addressDetail: { street: "Rua das Flores", number: "120", district: "Centro", complement: "" },
};

describe("customerContactInfo", () => {
  it("gives the e-mail, the masked phone with its WhatsApp link, city/UF and the address from its parts", () => {
    expect(customerContactInfo(details)).toEqual({
      email: "ana@exemplo.com.br",
      phone: "(19) 99876-5432",
      whatsappHref: "https://wa.me/5519998765432",
      place: "Campinas/SP",
      address: "Rua das Flores, 120 - Centro",
    });
  });

  it("prefers the WhatsApp number for the chat and the typed address when there is one", () => {
    const info = customerContactInfo({ ...details, whatsapp: "(19) 3234-5678", address: "Av. Brasil, 10" });
    expect(info.whatsappHref).toBe("https://wa.me/551932345678");
    expect(info.address).toBe("Av. Brasil, 10");
  });

  it("has nothing for no customer, and no link for a number that is not Brazilian", () => {
    expect(customerContactInfo(undefined)).toEqual({ email: null, phone: null, whatsappHref: null, place: null, address: null });
    expect(customerContactInfo({ ...details, phone: "123" }).whatsappHref).toBeNull();
    expect(customerContactInfo({ ...details, city: "", uf: "MG" }).place).toBe("MG");
  });
});

describe("deadlineTone", () => {
  it("is past before today, future from today on, nothing without a date", () => {
    expect(deadlineTone("2026-11-23", "2026-11-24")).toBe("past");
    expect(deadlineTone("2026-11-24", "2026-11-24")).toBe("future");
    expect(deadlineTone("2027-01-01", "2026-11-24")).toBe("future");
    expect(deadlineTone(null, "2026-11-24")).toBeNull();
  });
});
