// /…/agenda/:uid: the scheduled notes of one board type. The filter is a GET form (works without
// JS, shareable URL); results are paged with plain links.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BOARD_TYPES, formatDateBR, formatNumber5 } from "../../../domain/shared";
import type { agendaLoader } from "~/lib/agenda.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { scheduleTimeText, SEM_TIPO } from "~/lib/note-forms";
import { Shell } from "../Shell";
import { ParamInput, ParamSelect } from "../forms/ParamFields";
import { Pager } from "../Pager";
import { Table } from "../Table";
import { UpgradeNotice } from "../UpgradeNotice";
import { dateInputProps } from "~/components/forms/DateField";
import { dateInputValue } from "../../../domain/shared/date-input";

type LoaderData = Awaited<ReturnType<ReturnType<typeof agendaLoader>>>;
const PAGE_SIZES = ["2", "5", "10", "15", "20", "25", "30", "35", "40", "45", "50"];

export function AgendaPage() {
  const { user, type, raw, errors, pageSize, page, noteTypes, rows, total, state } = useLoaderData<LoaderData>();
  const info = BOARD_TYPE_INFO[type];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (n: number) =>
    `?${new URLSearchParams({ de: raw.de, ate: raw.ate, tipo: raw.tipo, busca: raw.busca, porPagina: String(pageSize), pagina: String(n) })}`;
  return (
    <Shell user={user}>
      <h1>Agenda · {info.menuLabel}</h1>
      <nav aria-label="Agendas" className="tab-list">
        {BOARD_TYPES.map((t) => (
          <Link key={t} to={`${BOARD_TYPE_INFO[t].base}/agenda/${user.id}`} aria-current={t === type ? "page" : undefined}>
            {BOARD_TYPE_INFO[t].menuLabel}
          </Link>
        ))}
      </nav>
      {state === "upgrade" ? (
        <UpgradeNotice />
      ) : (
        <>
          <Form method="get" className="filters" aria-label="Filtros da agenda">
            <ParamInput name="de" label="De" {...dateInputProps()} defaultValue={dateInputValue(raw.de)} error={errors.de} />
            <ParamInput name="ate" label="Até" {...dateInputProps()} defaultValue={dateInputValue(raw.ate)} error={errors.ate} />
            <ParamSelect name="tipo" label="Tipo de nota" value={raw.tipo} options={[["ALL", "TODOS"], ...noteTypes, SEM_TIPO]} />
            <ParamInput name="busca" label="Buscar" type="search" defaultValue={raw.busca} />
            <ParamSelect name="porPagina" label="Por página" value={String(pageSize)} options={PAGE_SIZES} />
            <button type="submit">Filtrar</button>
          </Form>
          {state === "ready" && rows.length === 0 && (
            <section className="card-panel" role="status">
              <h2>NENHUM RESULTADO</h2>
              <p>Nenhum resultado de busca foi encontrado para os filtros aplicados.</p>
            </section>
          )}
          {rows.length > 0 && (
            <Table className="agenda" aria-label="Agendamentos" columns={["Data", "Horário", "Tipo", info.itemLabel, "Cliente", "Nota"]}>
              {rows.map((r) => (
                <tr key={r.noteId}>
                  <td>{formatDateBR(r.date)}</td>
                  <td>{scheduleTimeText(r.timeStart, r.timeEnd) || "—"}</td>
                  <td>{r.type}</td>
                  <td>
                    <Link to={r.href}>
                      {formatNumber5(r.itemNumber)} · {r.itemName}
                    </Link>
                  </td>
                  <td>{r.customerName ?? "—"}</td>
                  <td>{r.noteText}</td>
                </tr>
              ))}
            </Table>
          )}
          {total > 0 && (
            <Pager page={page} pages={pages} href={pageHref}>
              {` (${total} agendamentos)`}
            </Pager>
          )}
        </>
      )}
    </Shell>
  );
}
