// The kit form's live total (issue 15): the module lines as typed so far, in kWp, by the server's rule.
import { describe, expect, it } from "vitest";
import { typedKitPowerKwp } from "../../../app/components/kits/typed-kit-power";

describe("typedKitPowerKwp", () => {
  it("Σ Wp × quantity / 1000 over the typed lines, as a company types numbers", () => {
    expect(typedKitPowerKwp([{ power: "600", quantity: "10" }])).toBe(6);
    expect(
      typedKitPowerKwp([
        { power: "550", quantity: "8" },
        { power: "585,5", quantity: "2" },
      ]),
    ).toBe(5.571);
    expect(typedKitPowerKwp([{ power: "1.100", quantity: "3" }])).toBe(3.3);
  });
  it("lines still being typed (empty, zero, a fraction of a module, not a number) do not count", () => {
    expect(
      typedKitPowerKwp([
        { power: "550", quantity: "" },
        { power: "", quantity: "4" },
        { power: "0", quantity: "4" },
        { power: "550", quantity: "2,5" },
        { power: "abc", quantity: "1" },
        { power: "-550", quantity: "1" },
        { power: "550", quantity: "2" },
      ]),
    ).toBe(1.1);
    expect(typedKitPowerKwp([])).toBe(0);
  });
});
