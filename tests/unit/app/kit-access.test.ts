// Kit access (spec part 3 §6): whose kits a user works with, who registers and edits them.
import { describe, expect, it } from "vitest";
import { canEditKit, canRegisterKits, canSeeKitsOf, kitOwnerFor, type KitUser } from "../../../app/lib/kit-access";
import { effectivePermissions } from "../../../domain/shared/permissions";

const vendor: KitUser = { id: "v1", role: "VENDOR", managerId: "m1", permissions: effectivePermissions({}) };
const usesManager: KitUser = { ...vendor, useManagerKits: true };
const kitsManager: KitUser = { ...usesManager, permissions: effectivePermissions({ pricingEdit: true, kitsManager: true }) };
const manager: KitUser = { id: "m1", role: "MANAGER", managerId: "m1", permissions: effectivePermissions({}), useManagerKits: true };

describe("kit access", () => {
  it("a vendor works with his own kits, or the manager's when the company says so", () => {
    expect(kitOwnerFor(vendor)).toBe("v1");
    expect(kitOwnerFor(usesManager)).toBe("m1");
    expect(kitOwnerFor(manager)).toBe("m1");
  });
  it("registering is refused to a vendor using the manager's kits unless he holds kitsManager (which needs pricingEdit)", () => {
    expect(canRegisterKits(vendor)).toBe(true);
    expect(canRegisterKits(usesManager)).toBe(false);
    expect(canRegisterKits({ ...usesManager, permissions: effectivePermissions({ kitsManager: true }) })).toBe(false);
    expect(canRegisterKits(kitsManager)).toBe(true);
    expect(canRegisterKits(manager)).toBe(true);
  });
  it("lists: one's own (or the manager's one uses); the manager and kitsManager any", () => {
    expect(canSeeKitsOf(vendor, "v1")).toBe(true);
    expect(canSeeKitsOf(vendor, "m1")).toBe(false);
    expect(canSeeKitsOf(usesManager, "m1")).toBe(true);
    expect(canSeeKitsOf(usesManager, "v1")).toBe(false);
    expect(canSeeKitsOf(manager, "v1")).toBe(true);
    expect(canSeeKitsOf(kitsManager, "v2")).toBe(true);
  });
  it("editing: own kits when registering is allowed; the manager's kits only for the manager and kitsManager", () => {
    expect(canEditKit(vendor, "v1")).toBe(true);
    expect(canEditKit(vendor, "m1")).toBe(false);
    expect(canEditKit(usesManager, "m1")).toBe(false);
    expect(canEditKit(kitsManager, "m1")).toBe(true);
    expect(canEditKit(manager, "v1")).toBe(true);
  });
});
