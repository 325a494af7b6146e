// CPF/CNPJ check digits, masks, CEP and places. Valid numbers are generated here by computing the
// check digits independently of the code under test (a plain loop over the official weights).
import { describe, expect, it } from "vitest";
import { applyMask, isValidCep, isValidCnpj, isValidCpf, maskCep, maskCnpj, maskCpf, maskPhone } from "../../../domain/shared";
import { canonicalCity, citiesOf, isUf, UFS } from "../../../domain/shared/places";

function checkDigit(base: string, firstWeight: number, cycle?: number): string {
  let sum = 0;
  let w = firstWeight;
  for (const ch of base) {
    sum += Number(ch) * w;
    w--;
    if (cycle && w < 2) w = cycle;
  }
  const r = sum % 11;
  return String(r < 2 ? 0 : 11 - r);
}
const makeCpf = (base9: string) => {
  const d1 = checkDigit(base9, 10);
  return base9 + d1 + checkDigit(base9 + d1, 11);
};
const makeCnpj = (base12: string) => {
  const d1 = checkDigit(base12, 5, 9);
  return base12 + d1 + checkDigit(base12 + d1, 6, 9);
};

describe("CPF", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35"])("accepts the known valid %s", (v) => expect(isValidCpf(v)).toBe(true));
  it.each(["529.982.247-24", "529.982.247-15", "111.111.111-11", "000.000.000-00", "123.456.789-00", "5299822472", "529982247251", ""])(
    "rejects %j",
    (v) => expect(isValidCpf(v)).toBe(false),
  );
  it("accepts generated CPFs and rejects every wrong last digit", () => {
    for (const base of ["123456789", "987654321", "300200100", "012345678", "456123789"]) {
      const cpf = makeCpf(base);
      expect(isValidCpf(cpf), cpf).toBe(true);
      for (let k = 0; k < 10; k++) {
        const wrong = cpf.slice(0, 10) + k;
        if (wrong !== cpf) expect(isValidCpf(wrong), wrong).toBe(false);
      }
    }
  });
});

describe("CNPJ", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "11.444.777/0001-61"])("accepts the known valid %s", (v) => expect(isValidCnpj(v)).toBe(true));
  it.each(["11.222.333/0001-82", "11.222.333/0001-91", "00.000.000/0000-00", "11222333000", ""])("rejects %j", (v) =>
    expect(isValidCnpj(v)).toBe(false),
  );
  it("accepts generated CNPJs and rejects a wrong first check digit", () => {
    for (const base of ["123456780001", "987654320001", "450000010002"]) {
      const cnpj = makeCnpj(base);
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      const d12 = (Number(cnpj[12]) + 1) % 10;
      expect(isValidCnpj(cnpj.slice(0, 12) + d12 + cnpj[13])).toBe(false);
    }
  });
  it("a valid CPF is not a CNPJ and vice versa", () => {
    expect(isValidCnpj("52998224725")).toBe(false);
    expect(isValidCpf("11222333000181")).toBe(false);
  });
});

describe("masks", () => {
  it("CPF ###.###.###-##, CNPJ ##.###.###/####-##, CEP #####-###", () => {
    expect(maskCpf("52998224725")).toBe("529.982.247-25");
    expect(maskCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskCep("01310100")).toBe("01310-100");
    expect(maskCpf("5299")).toBe("529.9");
    expect(applyMask("ab12c3", "#-##")).toBe("1-23");
  });
  it("phone by digit count: ≤10, 11, more than 11", () => {
    expect(maskPhone("1133334444")).toBe("(11) 3333-4444");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
    expect(maskPhone("5511987654321")).toBe("+55 (11) 98765-4321");
  });
  it("CEP has 8 digits", () => {
    expect(isValidCep("01310-100")).toBe(true);
    expect(isValidCep("0131-0100")).toBe(true);
    expect(isValidCep("1310-100")).toBe(false);
    expect(isValidCep("01310-10a")).toBe(false);
  });
});

describe("places", () => {
  it("27 UFs, and cities of a UF", () => {
    expect(UFS).toHaveLength(27);
    expect(isUf("SP")).toBe(true);
    expect(isUf("XX")).toBe(false);
    expect(citiesOf("SP")).toContain("Campinas");
    expect(citiesOf("XX")).toEqual([]);
  });
  it("matches a city without accents or case, only in its own UF", () => {
    expect(canonicalCity("SP", "sao paulo")).toBe("São Paulo");
    expect(canonicalCity("SC", "FLORIANÓPOLIS")).toBe("Florianópolis");
    expect(canonicalCity("RJ", "Campinas")).toBeNull();
    expect(canonicalCity("SP", "Cidade Inventada")).toBeNull();
  });
});
