// The lists' link into the wizard goes to the furthest useful step the read model shows.
import { describe, expect, it } from "vitest";
import { wizardEntryPath } from "../../../app/lib/proposal-wizard-path";

const id = "0190a000-0000-7000-8000-0000000000aa";
const W = "/proposta/gerar-proposta";

describe("wizardEntryPath", () => {
  it("no kit: the kit step (even with an old price kept in the row)", () => {
    expect(wizardEntryPath({ id, hasKit: false, powerKwp: null, finished: false })).toBe(`${W}/escolha-kit/${id}`);
  });

  it("a kit without generation (never saved, or emptied by a new kit): the generation step", () => {
    expect(wizardEntryPath({ id, hasKit: true, powerKwp: null, finished: false })).toBe(`${W}/dados-geracao/nova/${id}`);
  });

  it("kit and generation, no price in force: the pricing choice", () => {
    expect(wizardEntryPath({ id, hasKit: true, powerKwp: 4.4, finished: false })).toBe(`${W}/escolha/precificacao/${id}`);
  });

  it("priced: the validation step", () => {
    expect(wizardEntryPath({ id, hasKit: true, powerKwp: 4.4, finished: true })).toBe(`${W}/validacao/${id}`);
  });
});
