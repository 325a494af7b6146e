// Which projections a command waits for (projections/handling.ts, used by app/lib/commands.server
// sendCommand): those with a handler for one of the appended event types, and no other.
import { describe, expect, it } from "vitest";
import { projectionsHandling } from "../../../projections/handling";
import { allProjections } from "../../../projections/index";
import type { ProjectionHandler } from "../../../projections/types";

const noop: ProjectionHandler = async () => {};

describe("projectionsHandling", () => {
  const projections = [
    { name: "a", handlers: { X: noop } },
    { name: "b", handlers: { Y: noop, X: noop } },
    { name: "c", handlers: {} },
  ];

  it("names every projection with a handler for one of the types, in the runner's order", () => {
    expect(projectionsHandling(projections, ["X"])).toEqual(["a", "b"]);
    expect(projectionsHandling(projections, ["Y"])).toEqual(["b"]);
    expect(projectionsHandling(projections, ["Y", "X"])).toEqual(["a", "b"]);
  });

  it("names none for events no projection handles (nothing to wait for)", () => {
    expect(projectionsHandling(projections, ["Z"])).toEqual([]);
    expect(projectionsHandling(projections, [])).toEqual([]);
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
      expect(projectionsHandling(allProjections, [type]), type).toEqual(["proposals"]);
    const move = projectionsHandling(allProjections, ["ItemMoved"]);
    expect(move).toEqual(expect.arrayContaining(["core", "dashboard"]));
    expect(move).not.toContain("proposals");
  });
});
