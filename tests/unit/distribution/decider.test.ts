// Automatic lead distribution, given/when/then on the decider: round-robin over the candidates in id
// order, the cursor folded from the stream's own events, a vendor who left is skipped, no candidate
// gives the manager, and the same item is never distributed twice.
import { describe, expect, it } from "vitest";
import { distributionDecider, nextOwner, type DistributeLead, type LeadDistributed } from "../../../domain/distribution/decider";
import { fold } from "../../../domain/shared/decider";

const ctx = { now: "2026-01-01T00:00:00.000Z", actorId: "m", companyId: "c" } as never;
const given = (events: LeadDistributed[]) => fold(distributionDecider.evolve, distributionDecider.initialState(), events);
const when = (events: LeadDistributed[], command: Omit<DistributeLead, "type">) =>
  distributionDecider.decide({ type: "DistributeLead", ...command }, given(events), ctx);

/** Distributes `n` items in a row over `candidates`, each decided on the log so far. */
function run(n: number, candidates: string[], log: LeadDistributed[] = []): string[] {
  const owners: string[] = [];
  for (let i = 0; i < n; i++) {
    const events = when(log, { itemId: `item-${log.length}`, candidates, managerId: "manager" });
    log.push(...events);
    owners.push(events[0]!.data.ownerId);
  }
  return owners;
}

describe("DistributeLead", () => {
  it("gives the leads to the vendors in turn, in id order, whatever order the app lists them", () => {
    expect(run(5, ["v3", "v1", "v2"])).toEqual(["v1", "v2", "v3", "v1", "v2"]);
  });

  it("records the owner, the rule and the candidates in the event", () => {
    expect(when([], { itemId: "sale-1", candidates: ["v2", "v1"], managerId: "manager" })).toEqual([
      { type: "LeadDistributed", data: { itemId: "sale-1", ownerId: "v1", rule: "ROUND_ROBIN", candidates: ["v1", "v2"] } },
    ]);
  });

  it("continues after the last owner when a vendor leaves or joins", () => {
    const log: LeadDistributed[] = [];
    expect(run(2, ["v1", "v2", "v3"], log)).toEqual(["v1", "v2"]);
    // v3 lost salesKanban: after v2 comes v1 again; then v4 joins and follows v2.
    expect(run(1, ["v1", "v2"], log)).toEqual(["v1"]);
    expect(run(3, ["v1", "v2", "v4"], log)).toEqual(["v2", "v4", "v1"]);
  });

  it("gives the lead to the manager when no vendor can get it, without moving the cursor", () => {
    const log: LeadDistributed[] = [];
    run(1, ["v1", "v2"], log);
    const none = when(log, { itemId: "sale-x", candidates: [], managerId: "manager" });
    expect(none).toEqual([{ type: "LeadDistributed", data: { itemId: "sale-x", ownerId: "manager", rule: "NO_VENDOR", candidates: [] } }]);
    log.push(...none);
    expect(run(1, ["v1", "v2"], log)).toEqual(["v2"]);
  });

  it("never distributes the same item twice (a retried form keeps the first owner)", () => {
    const first = when([], { itemId: "sale-1", candidates: ["v1", "v2"], managerId: "manager" });
    expect(when(first, { itemId: "sale-1", candidates: ["v1", "v2"], managerId: "manager" })).toEqual([]);
  });

  it("refuses a command without an item or a manager", () => {
    expect(() => when([], { itemId: "", candidates: ["v1"], managerId: "manager" })).toThrow();
    expect(() => when([], { itemId: "sale-1", candidates: ["v1"], managerId: "" })).toThrow();
  });
});

describe("nextOwner", () => {
  it("wraps around and ignores duplicates", () => {
    expect(nextOwner(["b", "a", "a"], "b")).toBe("a");
    expect(nextOwner(["b", "a"], null)).toBe("a");
    expect(nextOwner([], "a")).toBeUndefined();
  });
});
