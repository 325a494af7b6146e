// The board's empty states (issue 18): a board without items invites to create the first one, a
// search without a result says what was searched and how to clear it, an empty column says how
// cards get there.
import { Link } from "@remix-run/react";

/** No item on the whole board (no search or filter on). */
export function EmptyBoard({ newHref, createLabel }: { newHref: string; createLabel: string }) {
  return (
    <section className="board-empty" aria-labelledby="board-empty-title">
      <p id="board-empty-title">
        Nenhum item neste quadro ·{" "}
        <Link to={newHref} className="button">
          {createLabel}
        </Link>
      </p>
    </section>
  );
}

/** A search or filter with no matching item; "Limpar busca" goes back to the whole board. */
export function NoResults({ q, filterLabel, clearHref }: { q: string; filterLabel: string | null; clearHref: string }) {
  const what = q ? `'${q}'` : (filterLabel ?? "os filtros");
  return (
    <section className="board-empty" role="status">
      <p>
        Nenhum resultado para {what} ·{" "}
        <Link to={clearHref} className="button secondary">
          Limpar busca
        </Link>
      </p>
    </section>
  );
}

/** Inside an empty column: how a card gets there. */
export function EmptyColumnHint({ filtered }: { filtered?: boolean }) {
  return (
    <p className="empty-column">
      {filtered ? "Nenhum item desta coluna corresponde à busca." : "Nenhum item. Arraste um card para cá ou use “Mover” num card."}
    </p>
  );
}
