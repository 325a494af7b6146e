// The pages' tables and card panels: one header row of column names, and a titled card section.
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
  type TableHTMLAttributes,
} from "react";

/** The column names of the table being rendered: each cell carries its own as `data-label`, so below 600 px
 *  (public/phone.css) a row reads as a list of "name: value" lines instead of spilling sideways. */
const ColumnLabels = createContext<readonly ReactNode[]>([]);

function labelOf(columns: readonly ReactNode[], i: number): string | undefined {
  const c = columns[i];
  return typeof c === "string" && c !== "" ? c : undefined;
}

/** Gives the cells of the caller's own `<tr>` rows their column's `data-label` (rows built with `Row` read the context). */
function labelRows(children: ReactNode, columns: readonly ReactNode[]): ReactNode {
  return Children.map(children, (row) => {
    if (!isValidElement(row) || row.type !== "tr") return row;
    let i = 0;
    const cells = Children.map((row as ReactElement<{ children?: ReactNode }>).props.children, (cell) => {
      if (!isValidElement(cell) || (cell.type !== "td" && cell.type !== "th")) return cell;
      const label = labelOf(columns, i++);
      return label ? cloneElement(cell as ReactElement<Record<string, unknown>>, { "data-label": label }) : cell;
    });
    return cloneElement(row as ReactElement<{ children?: ReactNode }>, {}, cells);
  });
}

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
      <ColumnLabels.Provider value={columns}>
        <tbody>{labelRows(children, columns)}</tbody>
      </ColumnLabels.Provider>
    </table>
  );
}

/** A row of cells, headed by `head` (`<th scope="row">`) when given. */
export function Row({ head, cells }: { head?: ReactNode; cells: readonly ReactNode[] }) {
  const columns = useContext(ColumnLabels);
  const first = head !== undefined ? 1 : 0;
  return (
    <tr>
      {head !== undefined && (
        <th scope="row" data-label={labelOf(columns, 0)}>
          {head}
        </th>
      )}
      {cells.map((c, i) => (
        <td key={i} data-label={labelOf(columns, i + first)}>
          {c}
        </td>
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
