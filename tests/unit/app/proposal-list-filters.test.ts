// The proposal lists' GET filters: what the query makes of each field, the owner kept inside the
// scope, a bad date refused with the spec's message, and the query the pager keeps.
import { describe, expect, it } from "vitest";
import { listFilters } from "../../../app/lib/proposal-list-filters";

const OWNER = "0199a0f0-0000-7000-8000-0000000000a1";
const OTHER = "0199a0f0-0000-7000-8000-0000000000a2";
const at = (q: string) => new URL(`http://x/propostas/lista/u?${q}`);

describe("listFilters", () => {
  it("reads search, state, owner and period (dd/mm/aaaa or aaaa-mm-dd)", () => {
    const f = listFilters(at(`busca=%20Pão%20&situacao=finalizadas&responsavel=${OWNER}&de=01/11/2026&ate=2026-11-30&pagina=3`), null);
    expect(f.filters).toEqual({ search: "Pão", finished: true, ownerId: OWNER, from: "2026-11-01", to: "2026-11-30" });
    expect(f.errors).toEqual({});
    // The pager keeps the filters as typed, without the page.
    expect(f.query).toBe(`busca=P%C3%A3o&situacao=finalizadas&responsavel=${OWNER}&de=01%2F11%2F2026&ate=2026-11-30`);
  });

  it("unfinished, and nothing typed", () => {
    expect(listFilters(at("situacao=nao-finalizadas"), null).filters.finished).toBe(false);
    const none = listFilters(at(""), null);
    expect(none.filters).toEqual({ search: undefined, finished: undefined, ownerId: undefined, from: undefined, to: undefined });
    expect(none.query).toBe("");
  });

  it("ignores an unknown state and an owner outside the scope or not an id", () => {
    expect(listFilters(at("situacao=todas"), null).values.situacao).toBe("");
    expect(listFilters(at(`responsavel=${OTHER}`), [OWNER]).filters.ownerId).toBeUndefined();
    expect(listFilters(at("responsavel=1%20or%201=1"), null).filters.ownerId).toBeUndefined();
  });

  it("says Data inválida. for a date that is no date, and leaves it out of the query", () => {
    const f = listFilters(at("de=31/02/2026&ate=amanhã"), null);
    expect(f.errors).toEqual({ de: "Data inválida.", ate: "Data inválida." });
    expect([f.filters.from, f.filters.to]).toEqual([undefined, undefined]);
  });
});
