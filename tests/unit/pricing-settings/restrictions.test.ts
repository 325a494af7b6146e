// Restrictions (part 3 §3/§7): name, places (a state or one of its cities, in the municipality
// list's spelling), vendors and service; one in use by a component cannot be deleted.
import { describe, it } from "vitest";
import {
  PRICING_SETTINGS_MSG,
  pricingSettingsDecider,
  type PricingSettingsEvent,
  type RestrictionBody,
  type RestrictionInput,
} from "../../../domain/pricing-settings";
import { specFor } from "../support/given-when-then";

const given = specFor(pricingSettingsDecider);
const known = { users: ["user-manager", "user-ana"], services: ["Instalação"] };
const input: RestrictionInput = {
  name: "Interior de SP",
  locations: [
    { uf: "SP", city: "campinas" },
    { uf: "MG", city: "" },
    { uf: "SP", city: "Campinas" },
  ],
  vendors: ["user-ana", "user-ana"],
  service: "Instalação",
};
const create = (over: Partial<RestrictionInput> = {}, restrictionId = "r1") =>
  ({ type: "CreateRestriction", restrictionId, restriction: { ...input, ...over }, known }) as const;
const saved: RestrictionBody = {
  name: "Interior de SP",
  locations: [
    { uf: "SP", city: "Campinas" },
    { uf: "MG", city: null },
  ],
  vendors: ["user-ana"],
  service: "Instalação",
};
const created: PricingSettingsEvent = { type: "RestrictionCreated", data: { restrictionId: "r1", restriction: saved } };

describe("restrictions", () => {
  it("saves places in the list's spelling, without repeats; a state alone is the whole state", () => {
    given([]).when(create()).then([created]);
  });

  it("refuses an unknown state, a city of another state, a vendor or service the company lacks", () => {
    given([])
      .when(create({ locations: [{ uf: "XX", city: "" }] }))
      .thenThrows(PRICING_SETTINGS_MSG.selectUf, { field: "locations[0].uf" });
    given([])
      .when(
        create({
          locations: [
            { uf: "SP", city: "Campinas" },
            { uf: "RJ", city: "Campinas" },
          ],
        }),
      )
      .thenThrows(PRICING_SETTINGS_MSG.selectCity, { field: "locations[1].city" });
    given([])
      .when(create({ vendors: ["user-x"] }))
      .thenThrows(PRICING_SETTINGS_MSG.selectVendors, { field: "vendors" });
    given([])
      .when(create({ service: "Pintura" }))
      .thenThrows(PRICING_SETTINGS_MSG.selectService, { field: "service" });
    given([])
      .when(create({ name: "" }))
      .thenThrows("Campo obrigatório.", { field: "name" });
  });

  it("two restrictions cannot share a name (ignoring case)", () => {
    given([created])
      .when(create({ name: "INTERIOR de sp" }, "r2"))
      .thenThrows(PRICING_SETTINGS_MSG.restrictionExists, { field: "name", code: "conflict" });
  });

  it("edits (unchanged: nothing); an unknown one is not found", () => {
    given([created])
      .when({ type: "EditRestriction", restrictionId: "r1", restriction: { ...input, vendors: [] }, known })
      .then([
        {
          type: "RestrictionEdited",
          data: { restrictionId: "r1", restriction: { ...saved, vendors: [] } },
        },
      ]);
    given([created]).when({ type: "EditRestriction", restrictionId: "r1", restriction: input, known }).then([]);
    given([])
      .when({ type: "EditRestriction", restrictionId: "r1", restriction: input, known })
      .thenThrows(PRICING_SETTINGS_MSG.restrictionNotFound, { code: "not_found" });
  });

  it("cannot delete a restriction a component uses; can once the component is gone", () => {
    const component: PricingSettingsEvent = {
      type: "PricingComponentCreated",
      data: {
        componentId: "c1",
        component: {
          name: "Frete interior",
          type: "FIXED",
          isRevenue: false,
          range: "KWP",
          rules: [{ power: 100, value: 50_000 }],
          conditionals: [],
          restriction: "r1",
          vendor: null,
          service: null,
        },
      },
    };
    given([created, component])
      .when({ type: "DeleteRestriction", restrictionId: "r1" })
      .thenThrows(PRICING_SETTINGS_MSG.restrictionInUse(["Frete interior"]), { code: "conflict" });
    given([created, component, { type: "PricingComponentDeleted", data: { componentId: "c1", name: "Frete interior" } }])
      .when({ type: "DeleteRestriction", restrictionId: "r1" })
      .then([{ type: "RestrictionDeleted", data: { restrictionId: "r1", name: "Interior de SP" } }]);
    given([]).when({ type: "DeleteRestriction", restrictionId: "r1" }).then([]);
  });
});
