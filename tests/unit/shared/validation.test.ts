import { describe, expect, it } from "vitest";
import {
  GENERAL_TEXT_FORBIDDEN,
  MSG,
  NAME_FORBIDDEN,
  PERSON_NAME_FORBIDDEN,
  clean,
  isValidCompanyTaxId,
  isValidEmail,
  isValidGeneralText,
  isValidMinimalText,
  isValidName,
  isValidOptionalEmail,
  isValidOptionalPhone,
  isValidPassword,
  isValidPersonName,
  isValidPhone,
  isValidUrl,
  parseNumberBR,
  personNameProblem,
  refusedCharacter,
  required,
  titleProblem,
} from "../../../domain/shared";

describe("messages", () => {
  it("are the spec's pt-BR texts", () => {
    expect(MSG.invalidDate).toBe("Data inválida.");
    expect(MSG.invalidName).toBe("Insira um nome válido.");
    expect(MSG.required).toBe("Campo obrigatório.");
    expect(MSG.invalidEmail).toBe("Insira um e-mail válido.");
    expect(MSG.invalidPassword).toBe("A senha deve ter ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.");
  });
});

describe("required", () => {
  it("needs a trimmed length above 0", () => {
    expect(required("a")).toBe(true);
    expect(required("  x  ")).toBe(true);
    expect(required("")).toBe(false);
    expect(required("   ")).toBe(false);
    expect(required("\t\n")).toBe(false);
    expect(required(null)).toBe(false);
    expect(required(undefined)).toBe(false);
  });
});

describe("isValidEmail", () => {
  it.each(["ana@solar.com.br", "joao.silva+crm@empresa.io", "a@b.co", "x_y@dominio-solar.energy"])("accepts %s", (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each([
    "",
    "ana",
    "ana@",
    "@solar.com",
    "ana@solar",
    "ana@solar.c",
    "ana @solar.com",
    "ana@solar.com1",
    "ana@solar.abcdefghijklmnopqrstu", // TLD of 21 letters
  ])("rejects %j", (e) => expect(isValidEmail(e)).toBe(false));

  it("accepts a top-level domain of exactly 20 letters", () => {
    expect(isValidEmail("ana@solar.abcdefghijklmnopqrst")).toBe(true);
  });

  it("optional e-mail allows empty", () => {
    expect(isValidOptionalEmail("")).toBe(true);
    expect(isValidOptionalEmail("x")).toBe(false);
  });
});

describe("isValidPassword", () => {
  it("needs 8+ characters with lowercase, uppercase and digit", () => {
    expect(isValidPassword("Girassol1")).toBe(true);
    expect(isValidPassword("Abcdefg1")).toBe(true);
    expect(isValidPassword("Abcdef1")).toBe(false); // 7 characters
    expect(isValidPassword("abcdefg1")).toBe(false); // no uppercase
    expect(isValidPassword("ABCDEFG1")).toBe(false); // no lowercase
    expect(isValidPassword("Abcdefgh")).toBe(false); // no digit
  });
});

describe("isValidName", () => {
  it("accepts names with accents, spaces and digits", () => {
    expect(isValidName("José da Silva")).toBe(true);
    expect(isValidName("Conceição Araújo")).toBe(true);
    expect(isValidName("Usina 2")).toBe(true);
  });

  it.each("<>|/\\?.,{}[]_$%^&*()!@#:;'\"`=+~-".split(""))("rejects %j", (ch) => {
    expect(isValidName(`Ana ${ch} Maria`)).toBe(false);
  });
});

describe("general and minimal text", () => {
  it("general text allows dots, commas, quotes, dash and underscore", () => {
    expect(isValidGeneralText("Telhado cerâmico, 2 águas - face norte. Cliente 'VIP'_1")).toBe(true);
  });

  it.each("<>|/\\?{}[]$%^&*()!@#:;`=+~".split(""))("general text rejects %j", (ch) => {
    expect(isValidGeneralText(`texto ${ch}`)).toBe(false);
  });

  it("minimal text also allows the slash", () => {
    expect(isValidGeneralText("Rua A/B")).toBe(false);
    expect(isValidMinimalText("Rua A/B")).toBe(true);
    expect(isValidMinimalText("Rua <A>")).toBe(false);
  });

  it("cleaning strips forbidden characters", () => {
    expect(clean.name("Ana-Maria (filha)")).toBe("AnaMaria filha");
    expect(clean.message("it's ~ok^")).toBe("its ok");
    expect(clean.lettersOnly("Ana 2")).toBe("Ana ");
    expect(clean.digits("(11) 98765-4321")).toBe("11987654321");
  });
});

describe("phone, URL, tax id, numbers", () => {
  it("phone patterns", () => {
    expect(isValidPhone("(11) 98765-4321")).toBe(true);
    expect(isValidPhone("1134567890")).toBe(true);
    expect(isValidPhone("+5511987654321")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
    expect(isValidOptionalPhone("")).toBe(true);
    expect(isValidOptionalPhone("1")).toBe(true);
    expect(isValidOptionalPhone("12")).toBe(false);
  });

  it("URL must start with http or https", () => {
    expect(isValidUrl("https://girassol.app")).toBe(true);
    expect(isValidUrl("http://x.y")).toBe(true);
    expect(isValidUrl("ftp://x.y")).toBe(false);
    expect(isValidUrl("girassol.app")).toBe(false);
  });

  it("company tax id pattern", () => {
    expect(isValidCompanyTaxId("12.345.678/0001-90")).toBe(true);
    expect(isValidCompanyTaxId("12345678000190")).toBe(false);
  });

  it("numbers accept a comma as decimal separator", () => {
    expect(parseNumberBR("1,5")).toBe(1.5);
    expect(parseNumberBR("10")).toBe(10);
    expect(parseNumberBR("1.5")).toBe(1.5);
    expect(parseNumberBR("abc")).toBeNaN();
  });
});

describe("person names and titles (ADR 014)", () => {
  it("a person's name accepts ' and -, and nothing else the name rule refuses", () => {
    expect(isValidPersonName("Maria D'Ávila")).toBe(true);
    expect(isValidPersonName("Ana-Clara")).toBe(true);
    expect(personNameProblem("Maria D'Ávila")).toBeNull();
    for (const ch of PERSON_NAME_FORBIDDEN) expect(isValidPersonName(`Ana ${ch} Maria`)).toBe(false);
    expect([...PERSON_NAME_FORBIDDEN].sort().join("")).toBe(
      [...NAME_FORBIDDEN]
        .filter((c) => c !== "'" && c !== "-")
        .sort()
        .join(""),
    );
  });

  it("says which character is refused: the first one", () => {
    expect(personNameProblem("Ana. Maria@")).toBe('Insira um nome válido: o caractere "." não é permitido.');
    expect(refusedCharacter("Ana (filha)", PERSON_NAME_FORBIDDEN)).toBe("(");
    expect(refusedCharacter("Ana", PERSON_NAME_FORBIDDEN)).toBeNull();
  });

  it("a title (an item, a company) follows the general-text rule", () => {
    expect(titleProblem("Galpão 50 kWp - Fase 2")).toBeNull();
    expect(titleProblem("Solar Ltda., Filial D'Oeste")).toBeNull();
    expect(titleProblem("Galpão <b>")).toBe('Insira um nome válido: o caractere "<" não é permitido.');
    for (const ch of GENERAL_TEXT_FORBIDDEN) expect(titleProblem(`A${ch}B`)).toBe(`Insira um nome válido: o caractere "${ch}" não é permitido.`);
  });
});
