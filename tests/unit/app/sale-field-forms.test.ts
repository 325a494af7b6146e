// The item forms' sale fields (issue 20): parsed by the decider's own rules, and the delivery date
// only reaches the command on the ENTERPRISE plan (spec part 2 §6).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { saleExtraFieldsSchema, saleFieldsCommand } from "../../../app/lib/sale-field-forms";

const schema = z.object(saleExtraFieldsSchema);

describe("the sale fields of the item forms", () => {
  it("reads typed values into the command's values, blank as null", () => {
    const v = schema.parse({
      modsQtd: "24",
      invQtd: "",
      distance: "12,5",
      roofHight: " 4,20 ",
      inverterType: "Micro",
      dueDate: "01/02/2020",
      deliveryDate: "",
    });
    expect(v).toEqual({
      modsQtd: 24,
      invQtd: null,
      distance: "12.5",
      roofHight: "4.2",
      inverterType: "Micro",
      dueDate: "2020-02-01",
      deliveryDate: null,
    });
  });

  it("answers each bad field with its pt-BR message", () => {
    const r = schema.safeParse({ modsQtd: "2,5", invQtd: "-1", distance: "doze", roofHight: "1e3", inverterType: "Central", dueDate: "31/02/2026" });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      modsQtd: "Insira um número válido.",
      invQtd: "Insira um número válido.",
      distance: "Insira um número válido.",
      roofHight: "Insira um número válido.",
      inverterType: "Selecione o tipo de inversor.",
      dueDate: "Data inválida.",
    });
  });

  it("sends the delivery date only for ENTERPRISE", () => {
    const v = schema.parse({ deliveryDate: "15/01/2027", dueDate: "20/12/2026" });
    expect(saleFieldsCommand(v, true)).toMatchObject({ deliveryDate: "2027-01-15", dueDate: "2026-12-20" });
    const basic = saleFieldsCommand(v, false);
    expect(basic).not.toHaveProperty("deliveryDate");
    expect(basic.dueDate).toBe("2026-12-20");
  });
});
