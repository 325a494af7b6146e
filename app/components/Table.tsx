// The pages' tables and card panels: one header row of column names, and a titled card section.
import type { ReactNode, TableHTMLAttributes } from "react";

/**
 * A table with one header row. `caption` is for screen readers (visually hidden); `scoped` marks the
 * header cells `scope="col"` (the dashboards' tables, whose rows start with a `<th scope="row">`).
 */
export function Table({
  columns,
  caption,
  scoped,
  children,
  ...rest
}: {
  columns: readonly ReactNode[];
  caption?: string;
  scoped?: boolean;
  children: ReactNode;
} & TableHTMLAttributes<HTMLTableElement>) {
  return (
    <table {...rest}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope={scoped ? "col" : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row of cells, headed by `head` (`<th scope="row">`) when given. */
export function Row({ head, cells }: { head?: ReactNode; cells: readonly ReactNode[] }) {
  return (
    <tr>
      {head !== undefined && <th scope="row">{head}</th>}
      {cells.map((c, i) => (
        <td key={i}>{c}</td>
      ))}
    </tr>
  );
}

/** A row saying the table is empty, across its `span` columns. */
export function EmptyRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span}>{children}</td>
    </tr>
  );
}

/** A card section named by its `<h2 id={titleId}>`. */
export function Panel({
  titleId,
  title,
  wide,
  id,
  children,
}: {
  titleId: string;
  title: ReactNode;
  wide?: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className={wide ? "card-panel wide" : "card-panel"} id={id} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
