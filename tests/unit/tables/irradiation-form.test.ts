// The form that types a city's 12 values (what the browser and the action validate): each month's
// problem on its own field, a decimal comma read, the stored values shown back with a comma.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { typedDefaults, typedIrradiationSchema, typedMonthly } from "../../../app/lib/tables/irradiation-forms";

const FIELDS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const k of FIELDS) f.set(k, "5000");
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return parseWithZod(f, { schema: typedIrradiationSchema });
};

describe("typed irradiation form", () => {
  it("puts each month's problem on its field: missing, not a number, negative, above 12.000", () => {
    const s = form({ fev: "", mar: "abc", jun: "-5", dez: "12.500" });
    expect(s.status).toBe("error");
    expect(s.status === "error" && s.error).toEqual({
      fev: ["Insira a média de fevereiro (Wh/m²/dia)."],
      mar: ["Média de março: insira um número (Wh/m²/dia)."],
      jun: ["A média de junho não pode ser negativa."],
      dez: ["Média de dezembro acima de 12.000 Wh/m²/dia: confira o valor."],
    });
  });
  it("reads a decimal comma and a point grouping thousands; the values go to the command January first", () => {
    const s = form({ jan: "5512,3", fev: "5.230", mar: "5.230,5", dez: " 5720 " });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(typedMonthly(s.value)).toEqual([5512.3, 5230, 5230.5, ...Array(8).fill(5000), 5720]);
  });
  it("shows stored values back with a decimal comma and no grouping", () => {
    expect(typedDefaults([5512.3, 5650, ...Array(10).fill(4000)])).toMatchObject({ jan: "5512,3", fev: "5650", dez: "4000" });
    expect(typedDefaults(null)).toEqual({});
  });
});
