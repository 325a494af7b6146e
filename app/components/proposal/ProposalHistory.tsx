// The proposal's history (its events): when, who, what. Every saved price stays listed.
import type { ProposalHistoryLine } from "~/lib/proposal-history.server";
import { formatDay } from "~/lib/proposal-format";

const TIME = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit" });

export function ProposalHistory({ lines }: { lines: ProposalHistoryLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="card-panel wide" aria-labelledby="historico">
      <h2 id="historico">Histórico da proposta</h2>
      <table className="p-table">
        <thead>
          <tr>
            <th scope="col">Quando</th>
            <th scope="col">Quem</th>
            <th scope="col">O quê</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i}>
              <td data-label="Quando">
                {formatDay(l.at)} {TIME.format(new Date(l.at))}
              </td>
              <td data-label="Quem">{l.who}</td>
              <td data-label="O quê">{l.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
