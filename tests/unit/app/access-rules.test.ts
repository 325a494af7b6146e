import { describe, expect, it } from "vitest";
import { effectivePermissions, PERMISSION_FLAGS } from "../../../domain/shared/permissions";
import { buildMenu, type MenuUser } from "../../../app/lib/menu";
import { allowedWhenIrregular } from "../../../app/lib/route-sets";

describe("permission dependency rules (part 1 §6)", () => {
  it("salesManager counts only with customersList, proposalsList and salesKanban", () => {
    expect(effectivePermissions({ salesManager: true }).salesManager).toBe(false);
    expect(effectivePermissions({ salesManager: true, salesKanban: true, customersList: true }).salesManager).toBe(false);
    expect(effectivePermissions({ salesManager: true, salesKanban: true, customersList: true, proposalsList: true }).salesManager).toBe(true);
  });
  it("contractManager needs salesKanban; kitsManager needs pricingEdit; installationManager needs installationKanban", () => {
    expect(effectivePermissions({ contractManager: true }).contractManager).toBe(false);
    expect(effectivePermissions({ contractManager: true, salesKanban: true }).contractManager).toBe(true);
    expect(effectivePermissions({ kitsManager: true }).kitsManager).toBe(false);
    expect(effectivePermissions({ kitsManager: true, pricingEdit: true }).kitsManager).toBe(true);
    expect(effectivePermissions({ installationManager: true }).installationManager).toBe(false);
    expect(effectivePermissions({ installationManager: true, installationKanban: true }).installationManager).toBe(true);
  });
  it("pricingTab is on when pricingEdit is on", () => {
    expect(effectivePermissions({ pricingEdit: true }).pricingTab).toBe(true);
    expect(effectivePermissions({}).pricingTab).toBe(false);
  });
  it("no stored flag → every flag off", () => {
    expect(Object.values(effectivePermissions({})).every((v) => v === false)).toBe(true);
    expect(Object.keys(effectivePermissions({}))).toHaveLength(PERMISSION_FLAGS.length);
  });
});

const none = effectivePermissions({});
const base: MenuUser = {
  id: "u1",
  role: "VENDOR",
  plan: "ENTERPRISE",
  managerId: "m1",
  permissions: none,
  hiddenMenus: [],
};
const keys = (u: MenuUser) => buildMenu(u).map((g) => g.key);

describe("menu rules (part 1 §6)", () => {
  it("a vendor without flags sees only the home page and the catalogue (KITS: every non-admin user)", () => {
    expect(keys(base)).toEqual(["inicio", "kits", "catalogo"]);
  });
  it("a vendor with salesKanban sees sales and the agenda, not customers nor other boards", () => {
    expect(keys({ ...base, permissions: effectivePermissions({ salesKanban: true }) })).toEqual(["inicio", "vendas", "agenda", "kits", "catalogo"]);
  });
  it("a manager on ENTERPRISE sees every board, collaborators, settings and finance", () => {
    expect(keys({ ...base, role: "MANAGER" })).toEqual([
      "inicio",
      "clientes",
      "propostas",
      "pre-venda",
      "vendas",
      "projetos",
      "instalacoes",
      "pos-venda",
      "administrativo",
      "agenda",
      "kits",
      "catalogo",
      "equipamentos",
      "colaboradores",
      "importacoes",
      "configuracoes",
      "financeiro",
      "auditoria",
    ]);
  });
  it("on BASIC only sales among the boards, with a locked metrics entry", () => {
    const m = buildMenu({ ...base, role: "MANAGER", plan: "BASIC" });
    expect(m.map((g) => g.key)).not.toContain("projetos");
    expect(m.find((g) => g.key === "vendas")!.links.find((l) => l.label === "Dados")!.locked).toBe(true);
  });
  it("'Upload de clientes' needs a sales manager (all three view flags)", () => {
    const links = (p: Record<string, boolean>) =>
      buildMenu({ ...base, permissions: effectivePermissions(p) })
        .find((g) => g.key === "clientes")
        ?.links.map((l) => l.label);
    expect(links({ customersList: true })).not.toContain("Upload de clientes");
    expect(links({ customersList: true, proposalsList: true, salesKanban: true, salesManager: true })).toContain("Upload de clientes");
  });
  it("configManager and employeesManager open settings and collaborators (and imports, issue 15)", () => {
    expect(keys({ ...base, permissions: effectivePermissions({ configManager: true, employeesManager: true }) })).toEqual([
      "inicio",
      "kits",
      "catalogo",
      "colaboradores",
      "importacoes",
      "configuracoes",
    ]);
  });
  it("Kits (part 3 §6): every company user; a vendor using the manager's kits sees the manager's list and no registration unless kitsManager", () => {
    const kits = (u: MenuUser) => buildMenu(u).find((g) => g.key === "kits")!.links;
    expect(kits(base).map((l) => l.href)).toEqual(["/kits/lista/u1", "/kits/cadastro/0", "/upload-de-kits", "/kits/escolha/u1/0/0/0/0/0/0/5/u1/0/-"]);
    expect(kits({ ...base, useManagerKits: true }).map((l) => l.href)).toEqual(["/kits/lista/m1", "/kits/escolha/u1/0/0/0/0/0/0/5/u1/0/-"]);
    const withFlag = { ...base, useManagerKits: true, permissions: effectivePermissions({ pricingEdit: true, kitsManager: true }) };
    expect(kits(withFlag).map((l) => l.label)).toEqual(expect.arrayContaining(["Cadastrar kit", "Upload de kits"]));
    expect(kits({ ...base, role: "MANAGER", useManagerKits: true }).map((l) => l.href)).toContain("/kits/lista/u1");
  });
  it("Propostas (issue 16): non-vendors, or vendors with proposalsList; the list is the user's", () => {
    expect(keys({ ...base, permissions: effectivePermissions({ customersList: true }) })).not.toContain("propostas");
    const links = buildMenu({ ...base, permissions: effectivePermissions({ proposalsList: true }) }).find((g) => g.key === "propostas")?.links;
    expect(links?.map((l) => l.href)).toEqual(["/propostas/lista/u1"]);
    // The company's proposal defaults with configManager; pricing with pricingEdit (a vendor may price without configuring).
    const pricer = buildMenu({ ...base, permissions: effectivePermissions({ proposalsList: true, pricingEdit: true }) }).find(
      (g) => g.key === "propostas",
    );
    expect(pricer?.links.map((l) => l.href)).toEqual(["/propostas/lista/u1", "/configuracoes/precificacao"]);
    const manager = buildMenu({ ...base, role: "MANAGER" }).find((g) => g.key === "propostas");
    expect(manager?.links.map((l) => l.href)).toEqual(["/propostas/lista/u1", "/personalizar-proposta/u1", "/configuracoes/precificacao"]);
    expect(buildMenu({ ...base, role: "MANAGER", hiddenMenus: ["PROPOSTAS"] }).find((g) => g.key === "propostas")?.hidden).toBe(true);
  });
  it("hidden menus are marked hidden", () => {
    const m = buildMenu({ ...base, role: "MANAGER", hiddenMenus: ["CLIENTES", "OBRAS"] });
    expect(m.filter((g) => g.hidden).map((g) => g.key)).toEqual(["clientes", "instalacoes"]);
  });
});

describe("route set B (payment irregular)", () => {
  it.each([
    ["/financeiro", true],
    ["/configuracoes", true],
    ["/configuracoes/webhooks", true],
    ["/inicio", true],
    ["/iniciando", true],
    ["/clientes/lista/abc", true],
    ["/propostas/lista/abc", true],
    ["/kits/lista/abc", true],
    ["/contato", true],
    ["/inicio.data", true],
    ["/vendas/funil/abc", false],
    ["/vendas/funil/abc.data", false],
    ["/cliente/cadastro", false],
    ["/colaboradores/abc", false],
    ["/projetos/quadro/abc", false],
  ])("%s → %s", (path, allowed) => {
    expect(allowedWhenIrregular(path)).toBe(allowed);
  });
});
