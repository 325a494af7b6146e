// The kit form's error summary (ADR 019) names each field as the form labels it, line fields with their line.
import { describe, expect, it } from "vitest";
import { kitFieldLabel } from "../../../app/components/kits/kit-field-labels";

describe("kitFieldLabel", () => {
  it("names the kit's own fields by their labels", () => {
    expect(kitFieldLabel("name")).toBe("Nome do kit");
    expect(kitFieldLabel("kitPrice")).toBe("Preço do kit (R$)");
  });
  it("names a line's field with the line, counted from 1", () => {
    expect(kitFieldLabel("modules[0].quantity")).toBe("Módulo 1: Quantidade");
    expect(kitFieldLabel("inverters[2].iPower")).toBe("Inversor 3: Potência (W)");
    expect(kitFieldLabel("items[1].manufacter")).toBe("Item 2: Fabricante");
  });
});
