// preferences.usePreSalesKanban: off → no Pré-venda in the menu, and every pre-sales page and lead is
// closed ("off": a 404 with the reason); on or never saved → the board as before.
import { describe, expect, it } from "vitest";
import { effectivePermissions, PERMISSION_FLAGS } from "../../../domain/shared/permissions";
import { buildMenu, type MenuUser } from "../../../app/lib/menu";
import { boardAccess } from "../../../app/lib/access.server";
import type { SessionUser } from "../../../app/lib/auth.server";

const all = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])) as ReturnType<typeof effectivePermissions>;
const manager: MenuUser = { id: "m1", role: "MANAGER", plan: "ENTERPRISE", managerId: "m1", permissions: all, hiddenMenus: [] };
const keys = (u: MenuUser) => buildMenu(u).map((g) => g.key);
const session = (u: MenuUser) => ({ ...u, companyId: "c1", companyName: "C", statusOk: true, csrf: "", menu: "normal" }) as SessionUser;

describe("usePreSalesKanban", () => {
  it("on (or never saved): the menu has Pré-venda and the board opens", () => {
    expect(keys(manager)).toContain("pre-venda");
    expect(keys({ ...manager, usePreSalesKanban: true })).toContain("pre-venda");
    expect(boardAccess(session(manager), "PRE_SALES")).toBe("ok");
  });
  it("off: no Pré-venda in the menu, the board and its leads are off; the other boards stay", () => {
    const off = { ...manager, usePreSalesKanban: false };
    expect(keys(off)).not.toContain("pre-venda");
    expect(keys(off)).toContain("vendas");
    expect(boardAccess(session(off), "PRE_SALES")).toBe("off");
    expect(boardAccess(session(off), "SALES")).toBe("ok");
  });
});
