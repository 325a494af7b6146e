// Who may upload each catalogue kind (spec part 1 §6, part 3 §6): kits follow the kit registration
// rule, the company catalogue needs a manager or kitsManager, equipment also ENTERPRISE.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../../app/lib/auth.server";
import { canUpload } from "../../../app/lib/catalogue-import/page.server";
import { effectivePermissions } from "../../../domain/shared/permissions";

const user = (over: Partial<SessionUser> & { useManagerKits?: boolean }): SessionUser =>
  ({
    id: "v1",
    role: "VENDOR",
    managerId: "m1",
    plan: "ENTERPRISE",
    permissions: effectivePermissions({}),
    useManagerKits: false,
    ...over,
  }) as SessionUser;

describe("catalogue upload access", () => {
  it("a vendor with his own kits uploads kits, not the company catalogue", () => {
    const v = user({});
    expect(canUpload(v, "kits")).toBe(true);
    expect(canUpload(v, "modules")).toBe(false);
    expect(canUpload(v, "equipment")).toBe(false);
  });
  it("a vendor using the manager's kits uploads none, unless he holds kitsManager", () => {
    expect(canUpload(user({ useManagerKits: true }), "kits")).toBe(false);
    const km = user({ useManagerKits: true, permissions: effectivePermissions({ pricingEdit: true, kitsManager: true }) });
    expect(["kits", "modules", "inverters", "equipment"].map((k) => canUpload(km, k as never))).toEqual([true, true, true, true]);
  });
  it("equipment needs ENTERPRISE, even for the manager", () => {
    expect(canUpload(user({ role: "MANAGER", id: "m1", plan: "BASIC" }), "equipment")).toBe(false);
    expect(canUpload(user({ role: "MANAGER", id: "m1", plan: "BASIC" }), "modules")).toBe(true);
  });
});
