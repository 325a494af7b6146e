// The forms of the validation and customisation steps as the server parses them (conform + zod):
// dd/mm/aaaa to aaaa-mm-dd, unchecked boxes as false, texts counted as the decider counts them
// (a posted "\r\n" is one character), #rrggbb colours.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { customizationSchema, defaultsSchema, validitySchema } from "../../../app/lib/proposal-presentation-forms";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};
const errorsOf = (s: { status?: string; error?: Record<string, string[] | null> | null }) => (s.status === "error" ? s.error : null);

describe("validitySchema", () => {
  it("reads dd/mm/aaaa and ddmmaaaa", () => {
    expect(parseWithZod(form({ validityDate: "09/12/2026" }), { schema: validitySchema })).toMatchObject({ value: { validityDate: "2026-12-09" } });
    expect(parseWithZod(form({ validityDate: "09122026" }), { schema: validitySchema })).toMatchObject({ value: { validityDate: "2026-12-09" } });
  });

  it("a date that does not exist is 'Data inválida.'; none at all asks for it", () => {
    expect(errorsOf(parseWithZod(form({ validityDate: "31/02/2027" }), { schema: validitySchema }))).toEqual({ validityDate: ["Data inválida."] });
    expect(errorsOf(parseWithZod(form({ validityDate: "" }), { schema: validitySchema }))).toEqual({
      validityDate: ["Data de validade: informe a data (dd/mm/aaaa)."],
    });
  });
});

describe("customizationSchema", () => {
  it("checked boxes are true, the others false; empty texts are empty strings", () => {
    const s = parseWithZod(form({ "sections.cover": "on", "sections.price": "on", "texts.notes": " Oi " }), { schema: customizationSchema });
    expect(s.status).toBe("success");
    const v = s.status === "success" ? s.value : null;
    expect(Object.entries(v!.sections).filter(([, on]) => on)).toEqual([
      ["cover", true],
      ["price", true],
    ]);
    expect(v!.texts).toEqual({ presentation: "", notes: "Oi", paymentConditions: "" });
  });

  it("no box checked: every section off", () => {
    const s = parseWithZod(form({}), { schema: customizationSchema });
    expect(s.status === "success" && Object.values(s.value.sections).every((on) => on === false)).toBe(true);
  });

  it("1.000 lines posted with \\r\\n count 1.999 characters (kept); one more character is refused", () => {
    // 1000 × "a" + 999 line breaks = 1999 characters once "\r\n" is "\n".
    const lines = Array(1000).fill("a").join("\r\n");
    expect(parseWithZod(form({ "texts.presentation": lines }), { schema: customizationSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ "texts.presentation": `${lines}ab` }), { schema: customizationSchema }))).toEqual({
      "texts.presentation": ["Apresentação: no máximo 2.000 caracteres."],
    });
  });
});

describe("defaultsSchema", () => {
  it("colours must be #rrggbb", () => {
    const ok = parseWithZod(form({ primaryColor: "#F5A623", secondaryColor: "#05445e" }), { schema: defaultsSchema });
    expect(ok.status).toBe("success");
    expect(errorsOf(parseWithZod(form({ primaryColor: "f5a623", secondaryColor: "" }), { schema: defaultsSchema }))).toEqual({
      primaryColor: ["Cor principal: informe uma cor no formato #rrggbb (ex.: #05445e)."],
      secondaryColor: ["Cor secundária: informe uma cor no formato #rrggbb (ex.: #05445e)."],
    });
  });
});
