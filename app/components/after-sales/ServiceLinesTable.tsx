// The service lines of an after-sales item or of its frozen proposal: one row per line, the total in
// the foot. data-label turns each row into a label/value list on a phone (phone.css). A line priced
// by components (ADR 029) lists them under its unit price.
import type { ReactNode } from "react";
import { SERVICE_LINE_TYPE_LABELS, type ServiceLineType } from "../../../domain/after-sales/shapes";
import { formatBRL } from "../../../domain/shared";

export interface ServiceLineRow {
  key: string;
  serviceName: string;
  serviceType: ServiceLineType | string;
  quantity: number | null;
  /** Money as the read model gives it (numeric text) or a number. */
  price: number | string;
  /** The unit price's components, when it has them. */
  priceComps?: { label: string; value: string }[];
  total: number | string;
}

export function ServiceLinesTable({
  caption,
  lines,
  total,
  totalLabel,
}: {
  caption: ReactNode;
  lines: ServiceLineRow[];
  total: number | string;
  totalLabel: string;
}) {
  return (
    <table className="service-lines">
      {caption}
      <thead>
        <tr>
          <th scope="col">Serviço</th>
          <th scope="col">Tipo</th>
          <th scope="col">Quantidade</th>
          <th scope="col">Valor unitário</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key}>
            <th scope="row">{l.serviceName}</th>
            <td data-label="Tipo">{SERVICE_LINE_TYPE_LABELS[l.serviceType as ServiceLineType] ?? l.serviceType}</td>
            <td data-label="Quantidade">{l.quantity ?? "—"}</td>
            <td data-label="Valor unitário">
              {formatBRL(l.price)}
              {l.priceComps?.length ? (
                <ul className="price-comps" aria-label={`Composição do valor de ${l.serviceName}`}>
                  {l.priceComps.map((c) => (
                    <li key={c.label}>
                      {c.label}: {formatBRL(c.value)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td data-label="Total">{formatBRL(l.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {totalLabel}
          </th>
          <td data-label="Total">{formatBRL(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
