import { Link, useLoaderData } from "@remix-run/react";
import { formatBRL, formatDateTimeBR, formatNumber5 } from "../../../domain/shared";
import type { adminBoardAtLoader, boardAtLoader } from "~/lib/audit.server";
import { AuditFrame } from "./AuditFrame";
import { InstantForm } from "./InstantForm";
import { countOf } from "~/lib/plural";

export function BoardAtPage() {
  const d = useLoaderData<typeof boardAtLoader | typeof adminBoardAtLoader>();
  const q = d.em ? `?em=${encodeURIComponent(d.em)}` : "";
  return (
    <AuditFrame d={d}>
      <h1>
        {d.title} como estava em {formatDateTimeBR(d.instant)}
      </h1>
      <InstantForm em={d.em} error={d.error} label="Escolher o instante" />
      {d.user && (
        <p>
          <Link to="/auditoria/exportacao">Exportação para auditoria</Link>
        </p>
      )}
      <p>
        {countOf(d.board.count, "item", "itens")} em andamento, total {formatBRL(d.board.total)}.
      </p>
      {!d.board.exists ? (
        <p>O quadro ainda não existia neste instante.</p>
      ) : (
        <div className="board board-at">
          {d.board.columns.map((c) => (
            <section key={c.id} className="column" aria-label={`Coluna ${c.title}`}>
              <h2>{c.title}</h2>
              <p className="column-total">
                {c.count} · {formatBRL(c.total)}
              </p>
              <ul>
                {c.cards.map((x) => (
                  <li key={x.id} className="card">
                    <Link to={`${d.base}/item/${x.id}${q}`}>
                      {x.number ? formatNumber5(x.number) : "—"} · {x.name}
                    </Link>
                    <div>
                      {formatBRL(x.amount)}
                      {x.customerName ? ` · ${x.customerName}` : ""}
                    </div>
                    <div>{x.ownerName}</div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </AuditFrame>
  );
}
