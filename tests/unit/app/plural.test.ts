// "1 item", "2 itens" (issue 18: no "item(ns)" on screens).
import { describe, expect, it } from "vitest";
import { countOf } from "../../../app/lib/plural";

describe("countOf", () => {
  it("singular só para 1", () => {
    expect(countOf(1, "item", "itens")).toBe("1 item");
    expect(countOf(0, "item", "itens")).toBe("0 itens");
    expect(countOf(2, "ganho", "ganhos")).toBe("2 ganhos");
    expect(countOf(1234, "item", "itens")).toBe("1.234 itens");
  });
});
