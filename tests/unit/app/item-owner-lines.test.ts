// The info block's owners (spec part 2 §2, ADR 028): the manager's user as GERENTE, names cut at 15
// characters with an ellipsis, the item's owner first and each owner once.
import { describe, expect, it } from "vitest";
import { ownerLines } from "../../../app/lib/item-info";

const manager = { id: "m", name: "Gerente Demo", role: "MANAGER" };
const ana = { id: "a", name: "Ana Beatriz Carvalho", role: "VENDOR" };
const bia = { id: "b", name: "Bia Lima", role: "VENDOR" };

describe("ownerLines", () => {
  it("shows the manager as GERENTE and cuts long names at 15 characters", () => {
    expect(ownerLines(ana, [manager, bia]).map((l) => l.label)).toEqual(["Ana Beatriz Car...", "GERENTE", "Bia Lima"]);
  });

  it("keeps the whole name for the tooltip and marks the owner as primary", () => {
    expect(ownerLines(manager, [ana])).toEqual([
      { id: "m", label: "GERENTE", name: "Gerente Demo", primary: true },
      { id: "a", label: "Ana Beatriz Car...", name: "Ana Beatriz Carvalho", primary: false },
    ]);
  });

  it("a name of exactly 15 characters is not cut", () => {
    expect(ownerLines({ id: "x", name: "Quinze Letrasss", role: "VENDOR" }, [])[0]!.label).toBe("Quinze Letrasss");
  });

  it("lists the owner once when he is also a co-owner (sent to a co-owner), co-owners in the order chosen", () => {
    expect(ownerLines(bia, [ana, bia, manager]).map((l) => l.id)).toEqual(["b", "a", "m"]);
  });

  it("an owner without a name (no rm_users row) reads as a dash", () => {
    expect(ownerLines({ id: "z", name: null, role: null }, [])[0]!.label).toBe("—");
  });
});
