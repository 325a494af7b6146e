// /…/agenda/:uid (issue 18): the scheduled notes of one board type as a list grouped Atrasadas / Hoje
// / Próximas or as a week (?vista=semana). The filter is a GET form (works without JS, shareable URL);
// "concluída" and "Nova atividade" are POST forms.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BOARD_TYPES } from "../../../domain/shared";
import type { agendaLoader } from "~/lib/agenda.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { SEM_TIPO } from "~/lib/note-forms";
import type { ActionReply } from "~/components/forms/intent-form";
import { Shell } from "../Shell";
import { ParamInput, ParamSelect } from "../forms/ParamFields";
import { UpgradeNotice } from "../UpgradeNotice";
import { AgendaGroups } from "./AgendaGroups";
import { AgendaWeek } from "./AgendaWeek";
import { NewActivityForm } from "./NewActivityForm";
import { dateInputProps } from "~/components/forms/DateField";
import { dateInputValue } from "../../../domain/shared/date-input";

type LoaderData = Awaited<ReturnType<ReturnType<typeof agendaLoader>>>;

export function AgendaPage() {
  const d = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const { user, type, raw, errors, state, view } = d;
  const info = BOARD_TYPE_INFO[type];
  const filters = { tipo: raw.tipo, busca: raw.busca };
  const listHref = `?${new URLSearchParams(filters)}`;
  const weekHref = (week: string) => `?${new URLSearchParams({ vista: "semana", semana: week, ...filters })}`;
  const empty = state === "ready" && d.groups && Object.values(d.groups).every((g) => g.total === 0) && (raw.tipo !== "ALL" || raw.busca !== "");
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
          <nav aria-label="Visualização da agenda" className="tab-list agenda-views">
            <Link to={listHref} aria-current={view === "lista" ? "page" : undefined}>
              Lista
            </Link>
            <Link to={weekHref(d.week.week)} aria-current={view === "semana" ? "page" : undefined}>
              Semana
            </Link>
          </nav>
          <Form method="get" className="filters agenda-filters" aria-label="Filtros da agenda">
            {view === "semana" ? (
              <>
                <input type="hidden" name="vista" value="semana" />
                <input type="hidden" name="semana" value={d.week.week} />
              </>
            ) : (
              <>
                <div>
                  <ParamInput name="de" label="De" {...dateInputProps()} defaultValue={dateInputValue(raw.de)} error={errors.de} />
                </div>
                <div>
                  <ParamInput name="ate" label="Até" {...dateInputProps()} defaultValue={dateInputValue(raw.ate)} error={errors.ate} />
                </div>
              </>
            )}
            <div>
              <ParamSelect name="tipo" label="Tipo de nota" value={raw.tipo} options={[["ALL", "TODOS"], ...d.noteTypes, SEM_TIPO]} />
            </div>
            <div>
              <ParamInput name="busca" label="Buscar" type="search" defaultValue={raw.busca} />
            </div>
            {view === "lista" && (
              <label className="checkbox-row">
                <input type="checkbox" name="concluidas" defaultChecked={raw.concluidas} /> Mostrar concluídas
              </label>
            )}
            <button type="submit">Filtrar</button>
          </Form>
          <NewActivityForm
            csrf={d.csrf}
            commandId={d.newActivity.commandId}
            items={d.newActivity.items}
            itemLabel={info.itemLabel}
            noteTypes={d.noteTypes}
            reply={reply}
          />
          {empty && (
            <section className="card-panel" role="status">
              <h2>NENHUM RESULTADO</h2>
              <p>Nenhum resultado de busca foi encontrado para os filtros aplicados.</p>
            </section>
          )}
          {view === "lista" && d.groups && (
            <AgendaGroups groups={d.groups} showDone={raw.concluidas} itemLabel={info.itemLabel} csrf={d.csrf} toggleIds={d.toggleIds} />
          )}
          {view === "semana" && <AgendaWeek data={d.week} today={d.today} href={weekHref} csrf={d.csrf} toggleIds={d.toggleIds} />}
        </>
      )}
    </Shell>
  );
}
