// The agenda's week view (issue 18): seven days, Monday first, the activities of each, and links to
// the weeks before and after (plain links: no JS needed).
import { Link } from "@remix-run/react";
import { formatDateBR, formatNumber5 } from "../../../domain/shared";
import type { ScheduleItem } from "~/lib/agenda.server";
import { WEEKDAY_NAMES } from "~/lib/agenda-week";
import { scheduleTimeText } from "~/lib/note-forms";
import { ActivityToggle } from "./ActivityToggle";

export interface AgendaWeekData {
  week: string;
  prev: string;
  next: string;
  days: { date: string; rows: ScheduleItem[] }[];
}

export function AgendaWeek({
  data,
  today,
  href,
  csrf,
  toggleIds,
}: {
  data: AgendaWeekData;
  today: string;
  href: (week: string) => string;
  csrf: string;
  toggleIds: Record<string, string>;
}) {
  const first = data.days[0]?.date ?? "";
  const last = data.days[6]?.date ?? "";
  return (
    <section className="card-panel agenda-week" aria-labelledby="semana-titulo">
      <div className="week-head">
        <Link to={href(data.prev)} rel="prev">
          Semana anterior
        </Link>
        <h2 id="semana-titulo">
          Semana de {formatDateBR(first)} a {formatDateBR(last)}
        </h2>
        <Link to={href(data.next)} rel="next">
          Próxima semana
        </Link>
      </div>
      <ol className="week-days">
        {data.days.map((d, i) => (
          <li key={d.date} className={d.date === today ? "week-day today" : "week-day"} aria-labelledby={`dia-${d.date}`}>
            <h3 id={`dia-${d.date}`}>
              {WEEKDAY_NAMES[i]}, {formatDateBR(d.date).slice(0, 5)}
              {d.date === today ? <span className="badge"> · Hoje</span> : null}
            </h3>
            {d.rows.length === 0 ? (
              <p className="muted">Nenhuma atividade.</p>
            ) : (
              <ul className="week-activities" aria-label={`Atividades de ${formatDateBR(d.date)}`}>
                {d.rows.map((r) => (
                  <li key={r.noteId} className={r.done ? "done" : r.date < today ? "late" : undefined}>
                    <ActivityToggle row={r} csrf={csrf} commandId={toggleIds[r.noteId]} />
                    <div>
                      <span className="when">{scheduleTimeText(r.timeStart, r.timeEnd) || "Dia todo"}</span>{" "}
                      <span className="activity-text">{r.noteText}</span>
                      <br />
                      <Link to={r.href}>
                        {formatNumber5(r.itemNumber)} · {r.itemName}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
