// The validation and customisation steps (issue 16), given/when/then: SetValidity (not before the
// company's today, passed in the command; the same date again is no event), CustomizeProposal
// (every section and text, trimmed, 2.000 characters at most) and the company's proposal defaults
// (SetProposalDefaults, with #rrggbb colours).
import { describe, expect, it } from "vitest";
import { itRejectsEach, specFor } from "../support/given-when-then";
import {
  DEFAULT_PRESENTATION,
  proposalDecider,
  SECTION_KEYS,
  TEXT_KEYS,
  type CustomizeProposal,
  type ProposalEvent,
  type SetValidity,
} from "../../../domain/proposal";
import {
  INITIAL_PROPOSAL_DEFAULTS,
  proposalDefaultsDecider,
  type ProposalDefaultsEvent,
  type SetProposalDefaults,
} from "../../../domain/proposal-defaults";

const given = specFor(proposalDecider);
const pid = "0190a000-0000-7000-8000-0000000000a1";

const started: ProposalEvent = {
  type: "ProposalStarted",
  data: {
    proposalId: pid,
    frontId: "Xy3_kP9-qR2zT7wA",
    customerId: "0190a000-0000-7000-8000-0000000000c1",
    customerName: "Maria Souza",
    ownerId: "0190a000-0000-7000-8000-0000000000d1",
    itemId: null,
    finished: false,
    consumption: {
      tariffModality: "B",
      powerDistCompany: "CEMIG-D",
      tariffId: null,
      location: { uf: "MG", city: "Belo Horizonte", ibge: "3106200" },
      energyBillData: [],
    },
    averageMonthlyConsumption: 0,
    averageMonthlyConsumptionPeak: 0,
  },
};
const deleted: ProposalEvent = { type: "ProposalDeleted", data: { proposalId: pid } };

const validity = (validityDate: string, today = "2026-11-24"): SetValidity => ({ type: "SetValidity", validityDate, today });
const validitySet = (validityDate: string): ProposalEvent => ({ type: "ProposalValiditySet", data: { proposalId: pid, validityDate } });

describe("SetValidity", () => {
  it("sets a date after today", () => {
    given([started])
      .when(validity("2026-12-09"))
      .then([validitySet("2026-12-09")]);
  });

  it("today itself is valid (not before today)", () => {
    given([started])
      .when(validity("2026-11-24"))
      .then([validitySet("2026-11-24")]);
  });

  it("yesterday is refused on the field", () => {
    given([started]).when(validity("2026-11-23")).thenThrows("Data inválida.", { field: "validityDate", code: "invalid" });
  });

  it("the day is the company's, from the command, not the context's clock", () => {
    // The context says 2026-11-22 (defaultCtx); the app's today (São Paulo) is 2026-11-24.
    given([started]).when(validity("2026-11-23", "2026-11-24"), { today: "2026-11-22" }).thenThrows("Data inválida.");
  });

  it.each(["2026-02-30", "24/11/2026", "", "2026-13-01"])("a date that is not a real aaaa-mm-dd (%s) is refused", (d) => {
    given([started]).when(validity(d)).thenThrows("Data inválida.", { field: "validityDate" });
  });

  it("the same date again is no event; another date is", () => {
    given([started, validitySet("2026-12-09")])
      .when(validity("2026-12-09"))
      .then([]);
    given([started, validitySet("2026-12-09")])
      .when(validity("2026-12-10"))
      .then([validitySet("2026-12-10")]);
  });

  it("the state keeps the date", () => {
    given([started])
      .when(validity("2026-12-09"))
      .thenState({ status: "active", validity: { validityDate: "2026-12-09" } });
  });

  it("no proposal, or a deleted one: not found", () => {
    given([]).when(validity("2026-12-09")).thenThrows("Proposta não encontrada.", { code: "not_found" });
    given([started, deleted]).when(validity("2026-12-09")).thenThrows("Proposta não encontrada.", { code: "not_found" });
  });
});

const sections = { ...DEFAULT_PRESENTATION.sections, financing: false, viability: false };
const texts = { presentation: "Olá, Maria!", notes: "", paymentConditions: "50% na assinatura e 50% na instalação." };
const customize = (over: Partial<CustomizeProposal["customization"]> = {}): CustomizeProposal => ({
  type: "CustomizeProposal",
  customization: { sections, texts, ...over },
});
const customized: ProposalEvent = { type: "ProposalCustomized", data: { proposalId: pid, sections, texts } };

describe("CustomizeProposal", () => {
  it("records every section and text", () => {
    given([started]).when(customize()).then([customized]);
  });

  it("texts are trimmed and Windows line breaks stored as \\n; a missing section is off, an unknown key dropped", () => {
    const loose = {
      sections: { cover: true, unknown: true } as unknown as typeof sections,
      texts: { presentation: "  Linha 1\r\nLinha 2  ", notes: "", paymentConditions: "" },
    };
    given([started])
      .when(customize(loose))
      .then([
        {
          type: "ProposalCustomized",
          data: {
            proposalId: pid,
            sections: Object.fromEntries(SECTION_KEYS.map((k) => [k, k === "cover"])) as typeof sections,
            texts: { presentation: "Linha 1\nLinha 2", notes: "", paymentConditions: "" },
          },
        },
      ]);
  });

  it("2.000 characters are kept; 2.001 are refused on the text's field", () => {
    const max = "a".repeat(2000);
    given([started])
      .when(customize({ texts: { ...texts, notes: max } }))
      .then([{ type: "ProposalCustomized", data: { proposalId: pid, sections, texts: { ...texts, notes: max } } }]);
    given([started])
      .when(customize({ texts: { ...texts, notes: `${max}b` } }))
      .thenThrows("Observações: no máximo 2.000 caracteres.", { field: "texts.notes" });
  });

  it("a text that is not a string is refused", () => {
    given([started])
      .when(customize({ texts: { ...texts, presentation: 42 as unknown as string } }))
      .thenThrows("Apresentação: texto inválido.", { field: "texts.presentation" });
    // A NUL cannot be stored in an event (PostgreSQL jsonb): refused rather than a failed append.
    given([started])
      .when(customize({ texts: { ...texts, notes: "a\u0000b" } }))
      .thenThrows("Observações: texto inválido.", { field: "texts.notes" });
  });

  it("the same customisation again is no event; one changed section is", () => {
    given([started, customized]).when(customize()).then([]);
    const more = { ...sections, financing: true };
    given([started, customized])
      .when(customize({ sections: more }))
      .then([{ type: "ProposalCustomized", data: { proposalId: pid, sections: more, texts } }]);
  });

  it("the state keeps the customisation", () => {
    given([started]).when(customize()).thenState({ status: "active", customization: { sections, texts } });
  });
});

describe("SetProposalDefaults (stream proposal-defaults-<companyId>)", () => {
  const givenDefaults = specFor(proposalDefaultsDecider);
  const set = (over: Partial<SetProposalDefaults> = {}): SetProposalDefaults => ({
    type: "SetProposalDefaults",
    sections,
    texts,
    primaryColor: "#F5A623",
    secondaryColor: " #05445e ",
    ...over,
  });
  const saved: ProposalDefaultsEvent = {
    type: "ProposalDefaultsSet",
    data: { sections, texts, primaryColor: "#f5a623", secondaryColor: "#05445e" },
  };

  it("saves the whole set, colours in lower case", () => {
    givenDefaults().when(set()).then([saved]);
  });

  it("the same set again is no event; a changed colour is", () => {
    givenDefaults([saved]).when(set()).then([]);
    givenDefaults([saved])
      .when(set({ secondaryColor: "#189ab4" }))
      .then([{ type: "ProposalDefaultsSet", data: { ...saved.data, secondaryColor: "#189ab4" } }]);
  });

  it("saving the initial defaults once is an event (they were never saved)", () => {
    const { primaryColor, secondaryColor, sections: s, texts: t } = INITIAL_PROPOSAL_DEFAULTS;
    givenDefaults()
      .when(set({ sections: s, texts: t, primaryColor, secondaryColor }))
      .then([{ type: "ProposalDefaultsSet", data: INITIAL_PROPOSAL_DEFAULTS }]);
  });

  itRejectsEach("bad colours and texts", givenDefaults, [], set(), [
    [{ primaryColor: "f5a623" }, "Cor principal: informe uma cor no formato #rrggbb (ex.: #05445e).", "primaryColor"],
    [{ primaryColor: "#fff" }, "Cor principal: informe uma cor no formato #rrggbb (ex.: #05445e).", "primaryColor"],
    [{ secondaryColor: "#05445g" }, "Cor secundária: informe uma cor no formato #rrggbb (ex.: #05445e).", "secondaryColor"],
    [{ texts: { ...texts, paymentConditions: "x".repeat(2001) } }, "Condições de pagamento: no máximo 2.000 caracteres.", "texts.paymentConditions"],
  ]);

  it("every section of the final proposal and every text has a key", () => {
    expect(SECTION_KEYS).toEqual(["cover", "consumption", "kit", "generation", "price", "viability", "financing", "warranties", "company"]);
    expect(TEXT_KEYS).toEqual(["presentation", "notes", "paymentConditions"]);
  });
});
