// The item panel's tabs by board type and pricing permission (spec part 2 §2, §6).
import { describe, expect, it } from "vitest";
import { visibleTabs } from "../../../app/components/item/ItemTabs";

const slugs = (...args: Parameters<typeof visibleTabs>) => visibleTabs(...args).map((t) => t.slug);

describe("visibleTabs", () => {
  it("a sale with the pricing permission: the proposal's tabs after Propostas", () => {
    expect(slugs("SALES", { canSeeHistory: true, canSeePricing: true })).toEqual([
      "notas",
      "propostas",
      "ucs",
      "kit",
      "projeto",
      "precificacao",
      "contratos",
      "arquivos",
      "financiamentos",
      "historico",
      "conversas",
    ]);
  });

  it("Precificação only with the pricing permission", () => {
    expect(slugs("SALES", { canSeeHistory: true })).not.toContain("precificacao");
    expect(slugs("PROJECT", { canSeeHistory: true, canSeePricing: false })).not.toContain("precificacao");
  });

  it("Projeto is hidden for ADMINISTRATIVE; UCs and Kit stay", () => {
    const t = slugs("ADMINISTRATIVE", { canSeeHistory: true, canSeePricing: true });
    expect(t).not.toContain("projeto");
    expect(t).toEqual(expect.arrayContaining(["propostas", "ucs", "kit", "precificacao"]));
  });

  it.each(["AFTER_SALES", "PRE_SALES"] as const)("%s has no proposal tabs", (type) => {
    const t = slugs(type, { canSeeHistory: true, canSeePricing: true });
    for (const s of ["propostas", "ucs", "kit", "projeto", "precificacao"]) expect(t).not.toContain(s);
  });

  it("Serviços only on after-sales items (ADR 026)", () => {
    expect(slugs("AFTER_SALES", { canSeeHistory: true })).toEqual(["notas", "arquivos", "servicos", "historico", "conversas"]);
    for (const type of ["SALES", "PRE_SALES", "PROJECT", "INSTALLATION", "ADMINISTRATIVE"] as const) {
      expect(slugs(type, { canSeeHistory: true, canSeePricing: true })).not.toContain("servicos");
    }
  });
});
