// The losses and TMA preferences (issue 16 leftovers): losses left empty are null ("not set": the
// generation uses the itemised defaults) and a typed 0 is 0 (no losses); events saved before that
// distinction stored 0 for "not set" and are upcast to null. The TMA (% a year) defaults to 10.
import { describe, expect, it } from "vitest";
import { companyDecider, preferencesOf, type CompanyEvent } from "../../../domain/company";
import { checkPreferences } from "../../../domain/company/settings";
import { DEFAULT_PREFERENCES } from "../../../domain/settings/defaults";
import { fold } from "../../../domain/shared";
import { defaultCtx, specFor } from "../support/given-when-then";

const given = specFor(companyDecider);
const registered: CompanyEvent = {
  type: "CompanyRegistered",
  data: {
    companyId: "company-1",
    name: "Solar Nordeste",
    plan: "ENTERPRISE",
    statusOk: true,
    salesLostReasons: [],
    manager: { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" },
  },
};

describe("losses: empty is not set, 0 is 0", () => {
  it("empty → null, 0 → 0, 20 → 20; 99 at most (100 % lost leaves nothing)", () => {
    expect(checkPreferences({}).losses).toBeNull();
    expect(checkPreferences({ losses: null }).losses).toBeNull();
    expect(checkPreferences({ losses: 0 }).losses).toBe(0);
    expect(checkPreferences({ losses: 20 }).losses).toBe(20);
    expect(() => checkPreferences({ losses: 100 })).toThrow("Insira um número válido.");
    expect(() => checkPreferences({ losses: -1 })).toThrow("Insira um número válido.");
  });

  it("a new PreferencesSet says its losses may be null; a 0 saved now stays 0 in the state", () => {
    const out = companyDecider.decide(
      { type: "SetPreferences", preferences: { losses: 0 } },
      fold(companyDecider.evolve, companyDecider.initialState(), [registered]),
      defaultCtx,
    );
    // A flag not posted is off (an unticked checkbox), availabilityTaxDiscount and usePreSalesKanban too.
    const saved = { ...DEFAULT_PREFERENCES, losses: 0, availabilityTaxDiscount: false, usePreSalesKanban: false };
    expect(out).toEqual([{ type: "PreferencesSet", data: { preferences: saved, shape: 3 } }]);
    given([registered])
      .when({ type: "SetPreferences", preferences: { losses: 0 } })
      .thenState({ preferences: saved } as never);
  });

  it("an older event's 0 meant not set: upcast to null; its other losses are kept", () => {
    const old = { ...DEFAULT_PREFERENCES, losses: 0 as number | null };
    expect(preferencesOf({ preferences: old }).losses).toBeNull();
    expect(preferencesOf({ preferences: { ...old, losses: 18 } }).losses).toBe(18);
    expect(preferencesOf({ preferences: old, shape: 2 }).losses).toBe(0);
    const state = fold(companyDecider.evolve, companyDecider.initialState(), [registered, { type: "PreferencesSet", data: { preferences: old } }]);
    expect((state as { preferences: { losses: number | null } }).preferences.losses).toBeNull();
  });
});

describe("availabilityTaxDiscount", () => {
  it("had no effect before shape 2: an older event reads as on (the sizing every company had); a new one as saved", () => {
    const old = { ...DEFAULT_PREFERENCES, availabilityTaxDiscount: false };
    expect(preferencesOf({ preferences: old }).availabilityTaxDiscount).toBe(true);
    expect(preferencesOf({ preferences: old, shape: 2 }).availabilityTaxDiscount).toBe(false);
  });
});

describe("usePreSalesKanban", () => {
  it("had no effect before shape 3: an older event reads as on (the board every company had); a new one as saved", () => {
    const old = { ...DEFAULT_PREFERENCES, usePreSalesKanban: false };
    expect(preferencesOf({ preferences: old }).usePreSalesKanban).toBe(true);
    expect(preferencesOf({ preferences: old, shape: 2 }).usePreSalesKanban).toBe(true);
    expect(preferencesOf({ preferences: old, shape: 3 }).usePreSalesKanban).toBe(false);
    expect(preferencesOf({ preferences: { ...old, losses: 0 }, shape: 2 }).losses).toBe(0);
  });
});

describe("TMA", () => {
  it("defaults to 10 % a year; 0 to 100 accepted", () => {
    expect(checkPreferences({}).tma).toBe(10);
    expect(checkPreferences({ tma: 12.5 }).tma).toBe(12.5);
    expect(checkPreferences({ tma: 0 }).tma).toBe(0);
    expect(() => checkPreferences({ tma: 101 })).toThrow("Insira um número válido.");
  });
});
