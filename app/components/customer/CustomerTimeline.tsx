// The customer page's "Linha do tempo": deals, proposals, notes, agenda items and files, newest
// first, each dated dd/mm/aaaa and linked to where it lives. Links only: it works without JS.
import { Link } from "@remix-run/react";
import { formatDateBR } from "../../../domain/shared/format";
import type { TimelineView } from "~/lib/customer-timeline.server";

export function CustomerTimeline({ entries, hasMore, morePath }: { entries: TimelineView[]; hasMore: boolean; morePath: string }) {
  return (
    <section aria-labelledby="linha-do-tempo" className="card-panel">
      <h2 id="linha-do-tempo">Linha do tempo</h2>
      {entries.length === 0 ? (
        <p className="notice">Nenhum negócio, proposta, nota, agenda ou arquivo deste cliente ainda.</p>
      ) : (
        <ol className="timeline">
          {entries.map((e) => (
            <li key={e.key} className={`timeline-${e.kind}`}>
              <span className="timeline-kind">{e.label}</span>{" "}
              <time dateTime={e.date} className={e.late ? "deadline past" : undefined}>
                {formatDateBR(e.date)}
              </time>
              <div className="timeline-title">{e.href ? <Link to={e.href}>{e.title}</Link> : e.title}</div>
              {e.detail && <small>{e.detail}</small>}
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <p>
          <Link to={morePath} preventScrollReset>
            Carregar mais
          </Link>
        </p>
      )}
    </section>
  );
}
