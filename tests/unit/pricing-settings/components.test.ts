// DETAILED components (part 3 §3/§7): create, rename, edit, clone, delete. The engine's own checks
// (compileComponents) refuse bad rules and conditions on the form's fields; the decider adds what
// only the company knows (its vendors and services) and the catalogue's spellings.
import { describe, expect, it } from "vitest";
import { PRICING_MSG } from "../../../domain/pricing";
import {
  PRICING_SETTINGS_MSG,
  pricingSettingsDecider,
  type ComponentBody,
  type ComponentInput,
  type PricingSettingsEvent,
} from "../../../domain/pricing-settings";
import { specFor } from "../support/given-when-then";

const given = specFor(pricingSettingsDecider);
const known = { users: ["user-manager", "user-ana"], services: ["Instalação", "Limpeza"] };

/** Labour: R$ 150,00 per kWp up to 10 kWp, R$ 120,00 up to 50 kWp, on roofs only. */
const labour: ComponentInput = {
  name: "Mão de obra",
  type: "PER_KWP",
  isRevenue: false,
  range: "",
  rules: [
    { power: 50, value: 12_000 },
    { power: 10, value: 15_000 },
  ],
  conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "Telhado" }],
  restriction: null,
  vendor: null,
  service: null,
};
const labourSaved: ComponentBody = {
  name: "Mão de obra",
  type: "PER_KWP",
  isRevenue: false,
  range: "KWP",
  rules: [
    { power: 10, value: 15_000 },
    { power: 50, value: 12_000 },
  ],
  conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "Telhado" }],
  restriction: null,
  vendor: null,
  service: null,
};
const create = (component: Partial<ComponentInput> = {}, componentId = "c1") =>
  ({ type: "CreatePricingComponent", componentId, component: { ...labour, ...component }, known }) as const;
const created: PricingSettingsEvent = { type: "PricingComponentCreated", data: { componentId: "c1", component: labourSaved } };
const southeast: PricingSettingsEvent = {
  type: "RestrictionCreated",
  data: { restrictionId: "r1", restriction: { name: "Sudeste", locations: [{ uf: "SP", city: null }], vendors: [], service: null } },
};

describe("CreatePricingComponent", () => {
  it("saves the component with its rules sorted by threshold and the default range", () => {
    given([]).when(create()).then([created]);
  });

  it("commissions and the negotiation margin are never revenue, whatever the form says", () => {
    given([])
      .when(create({ name: "Comissão", type: "COMMISSION", isRevenue: true, rules: [{ power: 100, value: 5 }], conditionals: [] }))
      .then([
        {
          type: "PricingComponentCreated",
          data: {
            componentId: "c1",
            component: {
              ...labourSaved,
              name: "Comissão",
              type: "COMMISSION",
              isRevenue: false,
              rules: [{ power: 100, value: 5 }],
              conditionals: [],
            },
          },
        },
      ]);
  });

  it("the same id twice (a double submit) adds it once", () => {
    given([created])
      .when(create({ name: "Outro nome" }))
      .then([]);
  });

  it("refuses, on the form's field, what the engine refuses", () => {
    given([])
      .when(create({ type: "GIFT" }))
      .thenThrows(PRICING_MSG.componentType, { field: "type" });
    given([])
      .when(create({ range: "ACRES" }))
      .thenThrows(PRICING_MSG.componentRange, { field: "range" });
    given([])
      .when(create({ rules: [] }))
      .thenThrows(PRICING_MSG.noRules, { field: "rules" });
    given([])
      .when(
        create({
          rules: [
            { power: 10, value: 100 },
            { power: 20, value: 10.5 },
          ],
        }),
      )
      .thenThrows(PRICING_MSG.amountValue, { field: "rules[1].value" });
    given([])
      .when(create({ rules: [{ power: Number.NaN, value: 100 }] }))
      .thenThrows(PRICING_MSG.rulePower, { field: "rules[0].power" });
    given([])
      .when(create({ type: "PERCENTAGE_KIT", rules: [{ power: 10, value: -2 }] }))
      .thenThrows(PRICING_MSG.percentValue, { field: "rules[0].value" });
    given([])
      .when(create({ conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: " " }] }))
      .thenThrows(PRICING_MSG.conditionalValue, { field: "conditionals[0].strValue" });
    // A voltage's value is read from numValue first by the engine: still the form's strValue field.
    given([])
      .when(create({ conditionals: [{ type: "VOLTAGE", logic: "EQUAL", strValue: "" }] }))
      .thenThrows(PRICING_MSG.conditionalValue, { field: "conditionals[0].strValue" });
    given([])
      .when(create({ conditionals: [{ type: "VOLTAGE", logic: "MAYBE", strValue: "220" }] }))
      .thenThrows(PRICING_MSG.conditionalLogic, { field: "conditionals[0].logic" });
    given([])
      .when(create({ restriction: "r9" }))
      .thenThrows(PRICING_MSG.restrictionNotFound, { field: "restriction" });
    given([])
      .when(create({ type: "INDIVIDUAL_COMMISSION", rules: [{ power: 100, value: 2 }] }))
      .thenThrows(PRICING_MSG.individualVendor, { field: "vendor" });
  });

  it("refuses a vendor, a service or a condition's value the company or the catalogue does not have", () => {
    given([])
      .when(create({ vendor: "user-of-another-company" }))
      .thenThrows(PRICING_SETTINGS_MSG.selectVendor, { field: "vendor" });
    given([])
      .when(create({ service: "Pintura" }))
      .thenThrows(PRICING_SETTINGS_MSG.selectService, { field: "service" });
    given([])
      .when(
        create({
          conditionals: [
            { type: "VOLTAGE", logic: "EQUAL", strValue: "220" },
            { type: "VOLTAGE", logic: "DIFFERENT", strValue: "Telhado" },
          ],
        }),
      )
      .thenThrows(PRICING_SETTINGS_MSG.conditionalValue, { field: "conditionals[1].strValue" });
    given([])
      .when(create({ conditionals: [{ type: "PRE_VENDOR", logic: "EQUAL", strValue: "user-x" }] }))
      .thenThrows(PRICING_SETTINGS_MSG.conditionalValue, { field: "conditionals[0].strValue" });
  });

  it("refuses a name that is empty or breaks the text rule", () => {
    given([])
      .when(create({ name: "  " }))
      .thenThrows("Campo obrigatório.", { field: "name" });
    given([])
      .when(create({ name: "<b>Frete</b>" }))
      .thenThrows("Insira um texto válido.", { field: "name" });
  });

  it("accepts a restriction that exists, a known vendor and service", () => {
    given([southeast])
      .when(
        create({
          type: "INDIVIDUAL_COMMISSION",
          rules: [{ power: 100, value: 2 }],
          conditionals: [],
          restriction: "r1",
          vendor: "user-ana",
          service: "Instalação",
        }),
      )
      .then([
        {
          type: "PricingComponentCreated",
          data: {
            componentId: "c1",
            component: {
              ...labourSaved,
              type: "INDIVIDUAL_COMMISSION",
              rules: [{ power: 100, value: 2 }],
              conditionals: [],
              restriction: "r1",
              vendor: "user-ana",
              service: "Instalação",
            },
          },
        },
      ]);
  });
});

describe("RenamePricingComponent and EditPricingComponent", () => {
  it("renames with the previous name; the same name changes nothing", () => {
    given([created])
      .when({ type: "RenamePricingComponent", componentId: "c1", name: " Instalação elétrica " })
      .then([{ type: "PricingComponentRenamed", data: { componentId: "c1", name: "Instalação elétrica", previous: "Mão de obra" } }]);
    given([created]).when({ type: "RenamePricingComponent", componentId: "c1", name: "Mão de obra" }).then([]);
  });

  it("edits everything but the name and says which parts changed", () => {
    const { name: _name, ...rest } = labour;
    given([created])
      .when({
        type: "EditPricingComponent",
        componentId: "c1",
        component: { ...rest, range: "MODULES", rules: [{ power: 30, value: 4_000 }] },
        known,
      })
      .then([
        {
          type: "PricingComponentEdited",
          data: {
            componentId: "c1",
            component: { ...labourSaved, range: "MODULES", rules: [{ power: 30, value: 4_000 }] },
            changed: ["range", "rules"],
          },
        },
      ]);
    given([created]).when({ type: "EditPricingComponent", componentId: "c1", component: rest, known }).then([]);
  });

  it("a component that is not there is not found", () => {
    given([])
      .when({ type: "RenamePricingComponent", componentId: "c9", name: "X" })
      .thenThrows(PRICING_SETTINGS_MSG.componentNotFound, { code: "not_found" });
    const { name: _name, ...rest } = labour;
    given([])
      .when({ type: "EditPricingComponent", componentId: "c9", component: rest, known })
      .thenThrows(PRICING_SETTINGS_MSG.componentNotFound, { code: "not_found" });
  });
});

describe("ClonePricingComponent and DeletePricingComponent", () => {
  const clone = (restriction: string | null, service: string | null) =>
    ({ type: "ClonePricingComponent", componentId: "c1", cloneId: "c2", name: "Mão de obra SP", restriction, service, known }) as const;

  it("copies the component under a new id with another restriction and service", () => {
    given([created, southeast])
      .when(clone("r1", "Limpeza"))
      .then([
        {
          type: "PricingComponentCloned",
          data: { componentId: "c2", sourceId: "c1", component: { ...labourSaved, name: "Mão de obra SP", restriction: "r1", service: "Limpeza" } },
        },
      ]);
    given([created]).when(clone("r1", null)).thenThrows(PRICING_MSG.restrictionNotFound, { field: "restriction" });
    given([]).when(clone(null, null)).thenThrows(PRICING_SETTINGS_MSG.componentNotFound, { code: "not_found" });
  });

  it("deletes once; a component already gone changes nothing", () => {
    given([created])
      .when({ type: "DeletePricingComponent", componentId: "c1" })
      .then([{ type: "PricingComponentDeleted", data: { componentId: "c1", name: "Mão de obra" } }]);
    given([created, { type: "PricingComponentDeleted", data: { componentId: "c1", name: "Mão de obra" } }])
      .when({ type: "DeletePricingComponent", componentId: "c1" })
      .then([]);
  });

  it("the state after create, clone and delete holds only the clone", () => {
    given([created, southeast, { type: "PricingComponentDeleted", data: { componentId: "c1", name: "Mão de obra" } }])
      .when({ type: "CreatePricingComponent", componentId: "c3", component: { ...labour, name: "Frete" }, known })
      .thenState({
        autoPricingDetailed: {
          pricingComponents: [{ _id: "c3", ...labourSaved, name: "Frete" }],
          restrictions: [expect.objectContaining({ _id: "r1" })],
        },
      });
  });
});
