// "Upload de vendas" in the sales menu: non-vendors or sales managers (part 1 §4), on every plan.
import { describe, expect, it } from "vitest";
import { buildMenu, type MenuUser } from "../../../app/lib/menu";
import { effectivePermissions } from "../../../domain/shared/permissions";

const vendor: MenuUser = { id: "u1", role: "VENDOR", plan: "ENTERPRISE", managerId: "m1", permissions: effectivePermissions({}), hiddenMenus: [] };
const salesLinks = (u: MenuUser) =>
  buildMenu(u)
    .find((g) => g.key === "vendas")
    ?.links.map((l) => l.label) ?? [];

describe("the sales upload's menu entry", () => {
  it("a vendor with salesKanban only: no upload; a sales manager: the upload", () => {
    expect(salesLinks({ ...vendor, permissions: effectivePermissions({ salesKanban: true }) })).not.toContain("Upload de vendas");
    const manager = effectivePermissions({ customersList: true, proposalsList: true, salesKanban: true, salesManager: true });
    expect(salesLinks({ ...vendor, permissions: manager })).toContain("Upload de vendas");
  });
  it("the company's manager sees it, on BASIC too", () => {
    expect(salesLinks({ ...vendor, role: "MANAGER", plan: "BASIC" })).toContain("Upload de vendas");
  });
});
