// The item panel's tabs (spec part 2 §2) as links (?aba=…), so they work without JS. Which tabs
// exist depends on the board type, the plan and (Precificação) the pricing permission; a tab whose
// feature is not built yet says so plainly with the spec's empty-state text. Histórico opens by
// default: it is the one with content. The proposal tabs' contents come from the page (ItemProposalTabs).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BoardType } from "../../../domain/shared";

export const TAB_SLUGS = [
  "notas",
  "propostas",
  "ucs",
  "kit",
  "projeto",
  "precificacao",
  "contratos",
  "arquivos",
  "financiamentos",
  "servicos",
  "historico",
  "conversas",
] as const;
export type TabSlug = (typeof TAB_SLUGS)[number];

interface TabRule {
  slug: TabSlug;
  label: string;
  shown: (t: BoardType) => boolean;
  enterprise: boolean;
  /** UCs and Kit: hidden below 400 px (styles.css .tab-wide). */
  wide?: boolean;
}

const NOT_AS_PS = (t: BoardType) => t !== "AFTER_SALES" && t !== "PRE_SALES";
/** The proposal's own tabs (UCs, Kit, Projeto, Precificação) where proposals are: not after-sales nor pre-sales. */
const TABS: TabRule[] = [
  { slug: "notas", label: "Notas", shown: () => true, enterprise: false },
  { slug: "propostas", label: "Propostas", shown: NOT_AS_PS, enterprise: true },
  { slug: "ucs", label: "UCs", shown: NOT_AS_PS, enterprise: true, wide: true },
  { slug: "kit", label: "Kit", shown: NOT_AS_PS, enterprise: true, wide: true },
  { slug: "projeto", label: "Projeto", shown: (t) => NOT_AS_PS(t) && t !== "ADMINISTRATIVE", enterprise: true },
  { slug: "precificacao", label: "Precificação", shown: NOT_AS_PS, enterprise: true },
  { slug: "contratos", label: "Contratos", shown: NOT_AS_PS, enterprise: true },
  { slug: "arquivos", label: "Arquivos", shown: () => true, enterprise: true },
  { slug: "financiamentos", label: "Financiamentos", shown: NOT_AS_PS, enterprise: true },
  // After-sales only. The "Gerador de Propostas de Pós-Venda" module comes with the ENTERPRISE plan
  // until add-ons can be bought (ADR 026): the tab is an enterprise tab like the others.
  { slug: "servicos", label: "Serviços", shown: (t) => t === "AFTER_SALES", enterprise: true },
  { slug: "historico", label: "Histórico", shown: () => true, enterprise: true },
  { slug: "conversas", label: "Conversas", shown: () => true, enterprise: false },
];

const EMPTY: Record<Exclude<TabSlug, "historico">, string> = {
  notas: "Nenhuma nota neste item ainda.",
  propostas: "Nenhuma proposta finalizada com potência vinculada a este item.",
  ucs: "Esta proposta não possui unidades consumidoras cadastradas",
  kit: "Esta proposta não possui kit cadastrado",
  projeto: "Esta proposta não possui dados do projeto",
  precificacao: "Esta proposta não possui dados do preço",
  contratos: "Este cliente não possui nenhum contrato gerado",
  arquivos: "Nenhum arquivo deste cliente ainda.",
  financiamentos: "Este clientes não possui financiamentos",
  servicos: "Nenhum serviço.",
  conversas: "Não há conversa ativa",
};

export function visibleTabs(type: BoardType, opts: { canSeeHistory: boolean; canSeePricing?: boolean }) {
  return TABS.filter(
    (t) => t.shown(type) && (t.slug !== "historico" || opts.canSeeHistory) && (t.slug !== "precificacao" || opts.canSeePricing === true),
  );
}

type ProposalTabSlug = "propostas" | "ucs" | "kit" | "projeto" | "precificacao";

export function ItemTabs(props: {
  type: BoardType;
  plan: string;
  active: string;
  canSeeHistory: boolean;
  /** Part 3 §6 pricing tab rule (item-proposals.server maySeePricingTab). */
  canSeePricing?: boolean;
  history: ReactNode;
  /** The proposal tabs' contents (the open one's; absent: the tab's empty text). */
  proposalTabs?: Partial<Record<ProposalTabSlug, ReactNode>>;
  /** The Notas tab's content (rendered by the page when that tab is open). */
  notes?: ReactNode;
  /** The Serviços tab's content (after-sales items; rendered by the page when that tab is open). */
  services?: ReactNode;
  /** /arquivos/:cid of the item's customer, when it has one (the Arquivos tab links there). */
  filesHref?: string | null;
}) {
  const enterprise = props.plan === "ENTERPRISE";
  const tabs = visibleTabs(props.type, { canSeeHistory: props.canSeeHistory, canSeePricing: props.canSeePricing });
  const proposalTab = (slug: string) => props.proposalTabs?.[slug as ProposalTabSlug];
  const usable = (t: TabRule) => enterprise || !t.enterprise;
  const active = tabs.find((t) => t.slug === props.active && usable(t)) ?? tabs.find((t) => t.slug === "historico" && usable(t)) ?? tabs[0];
  return (
    <div className="item-tabs">
      <nav aria-label="Abas do item" className="tab-list">
        {tabs.map((t) =>
          usable(t) ? (
            <Link
              key={t.slug}
              to={`?aba=${t.slug}`}
              preventScrollReset
              aria-current={t.slug === active.slug ? "page" : undefined}
              className={t.wide ? "tab-wide" : undefined}
            >
              {t.label}
            </Link>
          ) : (
            <span key={t.slug} aria-disabled="true" title="Disponível no plano empresarial" className={t.wide ? "tab-wide" : undefined}>
              {t.label}
            </span>
          ),
        )}
      </nav>
      {active.slug === "historico" ? (
        props.history
      ) : active.slug === "notas" && props.notes ? (
        props.notes
      ) : active.slug === "servicos" && props.services ? (
        props.services
      ) : proposalTab(active.slug) ? (
        <section className="card-panel" aria-labelledby="tab-title">
          <h2 id="tab-title">{active.label}</h2>
          {proposalTab(active.slug)}
        </section>
      ) : (
        <section className="card-panel" aria-labelledby="tab-title">
          <h2 id="tab-title">{active.label}</h2>
          {active.slug === "arquivos" && enterprise && props.filesHref ? (
            <p>
              <Link to={props.filesHref}>Abrir os arquivos do cliente</Link>
            </p>
          ) : (
            <p className="notice">
              {active.slug === "arquivos" && !enterprise ? "Seu plano não possui gerenciador de arquivos" : EMPTY[active.slug]}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
