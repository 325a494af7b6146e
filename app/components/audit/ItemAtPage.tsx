import { Link, useLoaderData } from "@remix-run/react";
import { formatBRL, formatDateBR, formatDateTimeBR, formatNumber5 } from "../../../domain/shared";
import type { adminItemAtLoader, itemAtLoader } from "~/lib/audit.server";
import { AuditFrame } from "./AuditFrame";
import { InstantForm } from "./InstantForm";

const STATUS: Record<string, string> = { IN_PROGRESS: "Em andamento", CLOSED: "Ganho/finalizado", LOST: "Perdido" };

export function ItemAtPage() {
  const d = useLoaderData<typeof itemAtLoader | typeof adminItemAtLoader>();
  const when = formatDateTimeBR(d.instant);
  return (
    <AuditFrame d={d}>
      <h1>Item como estava em {when}</h1>
      <InstantForm em={d.em} error={d.error} label="Escolher o instante" />
      {!d.item ? (
        <p>O item ainda não existia neste instante.</p>
      ) : (
        <>
          {d.gone && (
            <p role="status">
              {d.item.deleted ? "O item já havia sido excluído neste instante." : "O item já havia voltado à pré-venda neste instante."}
            </p>
          )}
          <dl className="info">
            <dt>Número</dt>
            <dd>{d.item.number ? formatNumber5(d.item.number) : "—"}</dd>
            <dt>Nome</dt>
            <dd>{d.item.name}</dd>
            <dt>Situação</dt>
            <dd>{STATUS[d.item.status] ?? d.item.status}</dd>
            {d.item.lostReason && (
              <>
                <dt>Motivo</dt>
                <dd>{d.item.lostReason}</dd>
              </>
            )}
            <dt>Coluna</dt>
            <dd>{d.item.columnTitle}</dd>
            <dt>Valor</dt>
            <dd>{formatBRL(d.item.amount)}</dd>
            <dt>Cliente</dt>
            <dd>{d.item.customerName ?? "—"}</dd>
            <dt>Responsável</dt>
            <dd>{d.item.ownerName}</dd>
            {d.item.coOwnerNames.length > 0 && (
              <>
                <dt>Outros responsáveis</dt>
                <dd>{d.item.coOwnerNames.join(", ")}</dd>
              </>
            )}
            <dt>Validade</dt>
            <dd>{d.item.validityDate ? formatDateBR(d.item.validityDate) : "—"}</dd>
            <dt>Potência</dt>
            <dd>{d.item.power ? `${d.item.power.replace(".", ",")} kWp` : "—"}</dd>
            <dt>Tipo de UC</dt>
            <dd>{d.item.ucType ?? "—"}</dd>
            {d.item.finishedDate && (
              <>
                <dt>Finalizado em</dt>
                <dd>{formatDateBR(d.item.finishedDate)}</dd>
              </>
            )}
          </dl>
          {d.boardPath && (
            <p>
              <Link to={`${d.boardPath}${d.em ? `?em=${encodeURIComponent(d.em)}` : ""}`}>Ver o quadro neste instante</Link>
            </p>
          )}
          <h2>Histórico até este instante</h2>
          <ol className="history">
            {d.history.map((h, i) => (
              <li key={i}>
                {h.text} por {h.actor}, <time dateTime={h.at}>{formatDateTimeBR(h.at)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
    </AuditFrame>
  );
}
