// The agenda's list view (issue 18): Atrasadas, Hoje, Próximas (and, when asked, Concluídas), each
// with its count; a row per activity with its "concluída" checkbox. Below 600 px a row is a compact
// card (public/styles.css, "h-ux"): the box, the title and its time, the customer and the type, the item.
import { Link } from "@remix-run/react";
import { formatDateBR, formatNumber5 } from "../../../domain/shared";
import type { ScheduleItem } from "~/lib/agenda.server";
import { scheduleTimeText } from "~/lib/note-forms";
import { Table } from "../Table";
import { ActivityToggle } from "./ActivityToggle";

type Group = { rows: ScheduleItem[]; total: number };
export type AgendaGroupsData = Record<"overdue" | "todays" | "upcoming" | "done", Group>;

const GROUPS = [
  { key: "overdue", id: "atrasadas", title: "Atrasadas", empty: "Nenhuma atividade atrasada." },
  { key: "todays", id: "hoje", title: "Hoje", empty: "Nenhuma atividade para hoje." },
  { key: "upcoming", id: "proximas", title: "Próximas", empty: "Nenhuma atividade no período." },
  { key: "done", id: "concluidas", title: "Concluídas", empty: "Nenhuma atividade concluída no período." },
] as const;

export function AgendaGroups(props: {
  groups: AgendaGroupsData;
  showDone: boolean;
  itemLabel: string;
  csrf: string;
  toggleIds: Record<string, string>;
}) {
  const { groups, showDone } = props;
  return (
    <>
      {GROUPS.filter((g) => g.key !== "done" || showDone).map((g) => {
        const group = groups[g.key];
        return (
          <section key={g.key} className={`card-panel agenda-group agenda-${g.id}`} aria-labelledby={`grupo-${g.id}`}>
            <h2 id={`grupo-${g.id}`}>
              {g.title} <span className="count">({group.total})</span>
            </h2>
            {group.rows.length === 0 ? (
              <p className="muted">{g.empty}</p>
            ) : (
              <ActivityTable label={g.title} rows={group.rows} withDate={g.key !== "todays"} {...props} />
            )}
            {group.total > group.rows.length && (
              <p className="muted">
                Mostrando {group.rows.length} de {group.total}; use o período ou a busca para ver as demais.
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}

function ActivityTable(p: {
  label: string;
  rows: ScheduleItem[];
  withDate: boolean;
  itemLabel: string;
  csrf: string;
  toggleIds: Record<string, string>;
}) {
  return (
    <Table
      className="agenda"
      aria-label={p.label}
      columns={["Concluída", p.withDate ? "Data" : "Horário", "Atividade", "Tipo", p.itemLabel, "Cliente"]}
    >
      {p.rows.map((r) => (
        <tr key={r.noteId} className={r.done ? "done" : undefined}>
          <td className="agenda-check">
            <ActivityToggle row={r} csrf={p.csrf} commandId={p.toggleIds[r.noteId]} />
          </td>
          <td className="agenda-when">
            {p.withDate ? `${formatDateBR(r.date)} ` : ""}
            {scheduleTimeText(r.timeStart, r.timeEnd) || (p.withDate ? "" : "Dia todo")}
          </td>
          <td className="activity-text">{r.noteText}</td>
          <td className="agenda-type">{r.type}</td>
          <td className="agenda-item">
            <Link to={r.href}>
              {formatNumber5(r.itemNumber)} · {r.itemName}
            </Link>
          </td>
          <td className="agenda-customer">{r.customerName ?? "—"}</td>
        </tr>
      ))}
    </Table>
  );
}
