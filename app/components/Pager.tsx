import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** Previous/next links around "Página n de m" (plain links: works without JS). */
export function Pager({
  page,
  pages,
  href,
  className = "pager",
  children,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  className?: string;
  /** Shown after "Página n de m" (the total). */
  children?: ReactNode;
}) {
  return (
    <nav aria-label="Páginas" className={className}>
      {page > 1 && <Link to={href(page - 1)}>← Anterior</Link>}
      <span>
        Página {page} de {pages}
        {children}
      </span>
      {page < pages && <Link to={href(page + 1)}>Próxima →</Link>}
    </nav>
  );
}
