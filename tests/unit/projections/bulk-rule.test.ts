// The rule of docs/projections.md: every projection has bulk handlers for the events that make up
// most of its log, so that a rebuild stays read-bound. The projections written before the rule
// (their events are few, or their single statements already fast) are listed by name; a new
// projection is not, and fails here until it registers a bulk handler.
import { expect, it } from "vitest";
import { allProjections } from "../../../projections/index";

const BEFORE_THE_RULE = ["administration", "tables", "imports", "proposals"];

it("every projection but those written before the rule has a bulk handler", () => {
  const without = allProjections.filter((p) => !p.bulkTypes?.length).map((p) => p.name);
  expect(without.filter((n) => !BEFORE_THE_RULE.includes(n))).toEqual([]);
  // The list only shrinks: a listed projection that gained bulk handlers leaves it.
  expect(BEFORE_THE_RULE.filter((n) => !without.includes(n))).toEqual([]);
});
