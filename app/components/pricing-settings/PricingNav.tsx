// The pricing settings' own tabs (the pricing page, its components, its restrictions), and the way
// back to /configuracoes for those who may open it.
import { Link } from "@remix-run/react";

const TABS = [
  { href: "/configuracoes/precificacao", label: "Tipo, faixas e simulação" },
  { href: "/configuracoes/precificacao/componentes", label: "Componentes" },
  { href: "/configuracoes/precificacao/restricoes", label: "Restrições" },
] as const;

export function PricingNav({ current, canOpenSettings }: { current: (typeof TABS)[number]["href"]; canOpenSettings: boolean }) {
  return (
    <>
      {canOpenSettings && (
        <p>
          <Link to="/configuracoes">← Configurações</Link>
        </p>
      )}
      <nav aria-label="Seções da precificação" className="tab-list">
        {TABS.map((t) => (
          <Link key={t.href} to={t.href} aria-current={t.href === current ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
