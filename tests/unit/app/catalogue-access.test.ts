// Catalogue menus and access (spec part 1 §6, part 3 §6): modules and inverters (KITS area) for
// every user, registered by managers or kitsManager; equipment only on ENTERPRISE, for managers
// or kitsManager.
import { describe, expect, it } from "vitest";
import { buildMenu, type MenuUser } from "../../../app/lib/menu";
import { effectivePermissions } from "../../../domain/shared/permissions";

const base: MenuUser = { id: "u1", role: "VENDOR", plan: "ENTERPRISE", managerId: "m1", permissions: effectivePermissions({}), hiddenMenus: [] };
const group = (u: MenuUser, key: string) => buildMenu(u).find((g) => g.key === key);
const kitsManager = effectivePermissions({ pricingEdit: true, kitsManager: true });

describe("catalogue menu", () => {
  it("a vendor sees the module and inverter lists, not the register links nor equipment", () => {
    expect(group(base, "catalogo")!.links.map((l) => l.href)).toEqual(["/modulos/lista", "/inversores/lista"]);
    expect(group(base, "equipamentos")).toBeUndefined();
  });
  it("kitsManager (effective with pricingEdit) registers modules, inverters and equipment", () => {
    expect(group({ ...base, permissions: kitsManager }, "catalogo")!.links.map((l) => l.href)).toEqual([
      "/modulos/lista",
      "/modulos/registro",
      "/inversores/lista",
      "/inversores/registro",
    ]);
    expect(group({ ...base, permissions: kitsManager }, "equipamentos")!.links.map((l) => l.href)).toEqual([
      "/equipamentos/lista",
      "/equipamentos/registro",
    ]);
    expect(group({ ...base, permissions: effectivePermissions({ kitsManager: true }) }, "equipamentos")).toBeUndefined();
  });
  it("equipment is ENTERPRISE only, even for the manager", () => {
    expect(group({ ...base, role: "MANAGER" }, "equipamentos")).toBeDefined();
    expect(group({ ...base, role: "MANAGER", plan: "PRO" }, "equipamentos")).toBeUndefined();
    expect(group({ ...base, role: "MANAGER", plan: "PRO" }, "catalogo")).toBeDefined();
  });
  it("the KITS and EQUIPAMENTOS areas can be hidden", () => {
    const m = buildMenu({ ...base, role: "MANAGER", hiddenMenus: ["KITS", "EQUIPAMENTOS"] });
    expect(m.filter((g) => g.hidden).map((g) => g.key)).toEqual(["kits", "catalogo", "equipamentos"]);
  });
});
