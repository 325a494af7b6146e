// Which projections a command waits for (projections/handling.ts, used by app/lib/commands.server
// sendCommand): those with a handler for one of the appended event types, and no other.
import { describe, expect, it } from "vitest";
import { BOARD_TYPES } from "../../../domain/shared/constants";
import { projectionsHandling } from "../../../projections/handling";
import { allProjections } from "../../../projections/index";
import type { ProjectionHandler } from "../../../projections/types";

const noop: ProjectionHandler = async () => {};
/** Events of these types (no data). */
const of = (...types: string[]) => types.map((type) => ({ type, data: {} }));

describe("projectionsHandling", () => {
  const projections = [
    { name: "a", handlers: { X: noop } },
    { name: "b", handlers: { Y: noop, X: noop } },
    { name: "c", handlers: {} },
  ];

  it("names every projection with a handler for one of the types, in the runner's order", () => {
    expect(projectionsHandling(projections, of("X"))).toEqual(["a", "b"]);
    expect(projectionsHandling(projections, of("Y"))).toEqual(["b"]);
    expect(projectionsHandling(projections, of("Y", "X"))).toEqual(["a", "b"]);
  });

  it("names none for events no projection handles (nothing to wait for)", () => {
    expect(projectionsHandling(projections, of("Z"))).toEqual([]);
    expect(projectionsHandling(projections, [])).toEqual([]);
  });

  it("leaves out a projection whose unchangedBy says the event writes none of its rows", () => {
    const picky = [...projections, { name: "d", handlers: { X: noop }, unchangedBy: (e: { data: unknown }) => (e.data as { n?: number }).n !== 1 }];
    expect(projectionsHandling(picky, [{ type: "X", data: { n: 2 } }])).toEqual(["a", "b"]);
    expect(projectionsHandling(picky, [{ type: "X", data: { n: 1 } }])).toEqual(["a", "b", "d"]);
  });

  it("creating an item waits for aftersales only when it is an after-sales item (its service order number)", () => {
    const created = (boardType: string) => projectionsHandling(allProjections, [{ type: "ItemCreated", data: { boardType } }]);
    for (const boardType of BOARD_TYPES.filter((t) => t !== "AFTER_SALES")) {
      expect(created(boardType), boardType).not.toContain("aftersales");
      expect(created(boardType), boardType).toContain("core");
    }
    expect(created("AFTER_SALES")).toContain("aftersales");
  });

  it("a proposal step changes only the proposals read model; an item move, the board's and the dashboard's too", () => {
    for (const type of [
      "ProposalStarted",
      "ProposalConsumptionEdited",
      "ProposalKitChosen",
      "ProposalGenerationSet",
      "ProposalPriced",
      "ProposalValiditySet",
      "ProposalCustomized",
    ])
      expect(projectionsHandling(allProjections, of(type)), type).toEqual(["proposals"]);
    const move = projectionsHandling(allProjections, of("ItemMoved"));
    expect(move).toEqual(expect.arrayContaining(["core", "dashboard"]));
    expect(move).not.toContain("proposals");
  });
});
