// The kit tables of the kit list (/kits/lista/:uid) and the kit choice (/kits/escolha/…): the same
// columns and cells, each page adding its own last column (availability, "Escolher"). Below 600 px
// the rows stack and each cell shows its data-label (styles.css, table.kit-table).
import type { ReactNode } from "react";
import { formatBRL, formatKwp } from "~/lib/kit-format";
import type { KitRow } from "~/lib/kit-rows";

const COLUMNS = ["Kit", "Fornecedor", "Potência", "Preço", "R$/kWp", "Componentes", "Instalação"];

/** The table, its header (the shared columns, then `last`) and the rows given as children. */
export function KitTable({ caption, last, children }: { caption: string; last: ReactNode; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="list kit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">{last}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One kit's row: the shared cells, the kit's name as `name` (a link where the page has one), then the page's `last` cell. */
export function KitTableRow({ kit, name = kit.name, lastLabel, last }: { kit: KitRow; name?: ReactNode; lastLabel: string; last: ReactNode }) {
  return (
    <tr>
      <td data-label="Kit">{name}</td>
      <td data-label="Fornecedor">
        <span>
          {kit.supplier}
          {kit.code && <small> ({kit.code})</small>}
        </span>
      </td>
      <td data-label="Potência">{formatKwp(kit.powerKwp)}</td>
      <td data-label="Preço">{formatBRL(kit.kitPrice)}</td>
      <td data-label="R$/kWp">{kit.pricePerKwp === null ? "—" : formatBRL(kit.pricePerKwp)}</td>
      <td data-label="Componentes">
        <div>
          {[...kit.modules, ...kit.inverters].map((l) => (
            <div key={l}>{l}</div>
          ))}
        </div>
      </td>
      <td data-label="Instalação">
        {kit.kitFixation}, {kit.kitVoltage} V{kit.inverterType ? `, ${kit.inverterType}` : ""}
      </td>
      <td data-label={lastLabel}>{last}</td>
    </tr>
  );
}
