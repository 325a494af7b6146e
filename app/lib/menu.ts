// The side menu (part 1 §6 "Menu rules"), computed from the user: role, plan, permission flags
// and the company's hidden menus. Pure, so the rules are unit-tested; the routes enforce the same
// rules on the server (access.server), the menu only mirrors them.
import type { PermissionFlag } from "../../domain/shared/permissions";
import { canRegisterKits } from "./kit-access";

export interface MenuUser {
  id: string;
  role: "MANAGER" | "VENDOR";
  plan: string;
  managerId: string;
  permissions: Record<PermissionFlag, boolean>;
  hiddenMenus: string[];
  /** The company's preferences.useManagerKits (issue 15). */
  useManagerKits?: boolean;
  /** The company's preferences.usePreSalesKanban; false hides the pre-sales board (absent = on). */
  usePreSalesKanban?: boolean;
}

export interface MenuLink {
  label: string;
  href: string;
  locked?: boolean;
  /** a file download (a plain link, not client navigation) */ download?: boolean;
}
export interface MenuGroup {
  key: string;
  label: string;
  /** The permission area of part 1 §6 (hiddenMenus values); null = never hidden. */
  area: string | null;
  links: MenuLink[];
  /** In hiddenMenus: shown only when the side menu is expanded. */
  hidden: boolean;
}

const BOARDS = [
  {
    key: "pre-venda",
    label: "Pré-venda",
    area: "PRÉ-VENDA",
    base: "/pre-venda",
    board: "funil",
    flag: "preSalesKanban",
    manager: "preSalesManager",
    metrics: true,
    newLabel: "Registrar lead",
  },
  {
    key: "vendas",
    label: "Vendas",
    area: "VENDAS",
    base: "/vendas",
    board: "funil",
    flag: "salesKanban",
    manager: "salesManager",
    metrics: true,
    newLabel: "Registrar venda",
  },
  {
    key: "projetos",
    label: "Projetos",
    area: "PROJETOS",
    base: "/projetos",
    board: "quadro",
    flag: "projectKanban",
    manager: "projectManager",
    metrics: true,
    newLabel: "Registrar projeto",
  },
  {
    key: "instalacoes",
    label: "Instalações",
    area: "OBRAS",
    base: "/instalacoes",
    board: "quadro",
    flag: "installationKanban",
    manager: "installationManager",
    metrics: true,
    newLabel: "Registrar instalação",
  },
  {
    key: "pos-venda",
    label: "Pós-venda",
    area: "PÓS-VENDA",
    base: "/pos-venda",
    board: "quadro",
    flag: "afterSalesKanban",
    manager: "afterSalesManager",
    metrics: false,
    newLabel: "Registrar pós-venda",
  },
  {
    key: "administrativo",
    label: "Administrativo",
    area: "ADMINISTRATIVO",
    base: "/administrativo",
    board: "quadro",
    flag: "administrativeKanban",
    manager: "administrativeManager",
    metrics: false,
    newLabel: "Registrar item",
  },
] as const;

export function buildMenu(u: MenuUser): MenuGroup[] {
  const manager = u.role === "MANAGER";
  const enterprise = u.plan === "ENTERPRISE";
  const has = (f: PermissionFlag) => manager || u.permissions[f] === true;
  const groups: Omit<MenuGroup, "hidden">[] = [{ key: "inicio", label: "Início", area: null, links: [{ label: "Painel", href: "/inicio" }] }];

  if (has("customersList")) {
    const links: MenuLink[] = [
      { label: "Lista de clientes", href: `/clientes/lista/${u.id}` },
      { label: "Cadastrar cliente", href: "/cliente/cadastro" },
    ];
    // "Upload clientes": non-vendors or sales managers.
    if (has("salesManager")) {
      links.push({ label: "Upload de clientes", href: "/upload-de-clientes" });
      links.push({ label: "Exportar clientes", href: "/clientes/exportar", download: true });
    }
    groups.push({ key: "clientes", label: "Clientes", area: "CLIENTES", links });
  }
  // Proposals (issue 16): non-vendors, or vendors with the list permission. A proposal starts from a customer.
  // The company's proposal defaults go with settings (configManager); pricing with pricingEdit, so a
  // vendor who may price but not configure still finds it.
  if (has("proposalsList")) {
    const links: MenuLink[] = [{ label: "Lista de propostas", href: `/propostas/lista/${u.id}` }];
    if (has("configManager")) links.push({ label: "Personalizar proposta", href: `/personalizar-proposta/${u.id}` });
    if (has("pricingEdit")) links.push({ label: "Precificação", href: "/configuracoes/precificacao" });
    groups.push({ key: "propostas", label: "Propostas", area: "PROPOSTAS", links });
  }

  for (const b of BOARDS) {
    // Sales is open to every plan (the sales funnel is the BASIC product); the others are ENTERPRISE.
    if (b.key !== "vendas" && !enterprise) continue;
    if (!has(b.flag)) continue;
    if (b.key === "pre-venda" && u.usePreSalesKanban === false) continue;
    const links: MenuLink[] = [
      { label: b.board === "funil" ? "Funil" : "Quadro", href: `${b.base}/${b.board}/${u.id}` },
      { label: b.newLabel, href: `${b.base}/registro` },
      { label: "Agenda", href: `${b.base}/agenda/${u.id}` },
      { label: "Finalizadas", href: `${b.base}/finalizadas` },
    ];
    // Metrics are ENTERPRISE; other plans see a locked entry that leads to the upgrade notice.
    if (b.metrics) links.push({ label: "Dados", href: `${b.base}/dados/${u.id}`, locked: !enterprise });
    // "Upload de vendas": non-vendors or sales managers (part 1 §4).
    if (b.key === "vendas" && has("salesManager")) links.push({ label: "Upload de vendas", href: "/upload-de-vendas" });
    groups.push({ key: b.key, label: b.label, area: b.area, links });
  }

  // Agenda: any signed-in user, on the first board they can open.
  const firstBoard = groups.find((g) => BOARDS.some((b) => b.key === g.key));
  const agenda = firstBoard?.links.find((l) => l.label === "Agenda");
  if (agenda)
    groups.push({
      key: "agenda",
      label: "Agenda",
      area: "AGENDA",
      links: [{ label: "Minha agenda", href: agenda.href }],
    });

  // Kits (issue 15, part 3 §6): every company user; registering hidden from vendors who use the manager's kits unless kitsManager.
  {
    const links: MenuLink[] = [{ label: "Lista de kits", href: `/kits/lista/${u.useManagerKits && !manager ? u.managerId : u.id}` }];
    if (canRegisterKits(u)) links.push({ label: "Cadastrar kit", href: "/kits/cadastro/0" }, { label: "Upload de kits", href: "/upload-de-kits" });
    links.push({ label: "Escolher kit", href: `/kits/escolha/${u.id}/0/0/0/0/0/0/5/${u.id}/0/-` });
    groups.push({ key: "kits", label: "Kits", area: "KITS", links });
  }
  // Catalogue (issue 15), KITS area: modules and inverters for everyone (not admin, not white-label:
  // neither signs in to a company here); registering them is for managers or kitsManager.
  // Equipment: ENTERPRISE, managers or kitsManager (part 1 §6).
  {
    const links: MenuLink[] = [{ label: "Módulos", href: "/modulos/lista" }];
    if (has("kitsManager")) links.push({ label: "Cadastrar módulo", href: "/modulos/registro" });
    links.push({ label: "Inversores", href: "/inversores/lista" });
    if (has("kitsManager")) links.push({ label: "Cadastrar inversor", href: "/inversores/registro" });
    groups.push({ key: "catalogo", label: "Módulos e inversores", area: "KITS", links });
  }
  if (enterprise && has("kitsManager")) {
    groups.push({
      key: "equipamentos",
      label: "Equipamentos",
      area: "EQUIPAMENTOS",
      links: [
        { label: "Equipamentos", href: "/equipamentos/lista" },
        { label: "Cadastrar equipamento", href: "/equipamentos/registro" },
      ],
    });
  }
  if (has("employeesManager")) {
    groups.push({
      key: "colaboradores",
      label: "Colaboradores",
      area: "COLABORADORES",
      links: [{ label: "Colaboradores e equipes", href: `/colaboradores/${u.managerId}` }],
    });
  }
  // Imports (issue 15, part 1 §6): non-vendors or configManager.
  if (has("configManager"))
    groups.push({ key: "importacoes", label: "Importações", area: "IMPORTAÇÕES", links: [{ label: "Importações", href: "/importacoes/lista" }] });
  if (has("configManager")) {
    groups.push({
      key: "configuracoes",
      label: "Configurações",
      area: null,
      links: [
        { label: "Configurações", href: "/configuracoes" },
        // Issue 15: the irradiation and tariff tables the proposals read.
        { label: "Irradiação", href: "/tabelas/irradiacao" },
        { label: "Tarifas", href: "/tabelas/tarifas" },
      ],
    });
  }
  if (manager)
    groups.push({
      key: "financeiro",
      label: "Financeiro",
      area: null,
      links: [{ label: "Plano e pagamento", href: "/financeiro" }],
    });
  // Time travel and the hash-chained export are the manager's (issue 5).
  if (manager) {
    groups.push({
      key: "auditoria",
      label: "Auditoria",
      area: null,
      links: [
        { label: "Quadro no tempo", href: "/auditoria/quadro/vendas" },
        { label: "Exportação para auditoria", href: "/auditoria/exportacao" },
      ],
    });
  }

  return groups.map((g) => ({ ...g, hidden: !!g.area && u.hiddenMenus.includes(g.area) }));
}

const SAME_SITE_BASE = "http://girassol.invalid";

/**
 * The path to go back to after a menu change, when it is a path of this site; else `fallback`.
 * A single leading "/" whose next character is neither "/" nor "\" (browsers read "/\host" as
 * "//host"), no backslash, no control characters (browsers drop tabs and newlines, so "/\t/host"
 * becomes "//host"), no scheme; checked again once percent-decoded, and the URL it resolves to
 * must stay on this origin.
 */
export function safeReturnPath(back: unknown, fallback = "/inicio"): string {
  if (typeof back !== "string" || back.length === 0 || back.length > 2048) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(back);
  } catch {
    return fallback;
  }
  for (const v of [back, decoded]) {
    if (v[0] !== "/" || v[1] === "/" || v[1] === "\\") return fallback;
    if (v.includes("\\")) return fallback;
    if (/[\u0000-\u001f\u007f]/.test(v)) return fallback;
  }
  try {
    const url = new URL(back, SAME_SITE_BASE);
    if (url.origin !== SAME_SITE_BASE) return fallback;
  } catch {
    return fallback;
  }
  return back;
}
