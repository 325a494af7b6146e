import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { boardLoader } from "~/lib/board-page.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { LEAD_TEMPERATURES } from "../../../domain/shared";
import { Shell } from "../Shell";
import { UpgradeNotice } from "../UpgradeNotice";
import { Board } from "./Board";
import { AddColumnForm, type ColumnError } from "./ColumnOptions";
import { isMoveNotSent } from "./move-network";
import { useFocusMovedCard } from "./use-focus-moved-card";
import { BoardModeLinks, boardHref, SelectionBar, temperatureFilterLabel } from "./BoardModes";
import { EmptyBoard, NoResults } from "./BoardEmptyStates";

type LoaderData = Awaited<ReturnType<ReturnType<typeof boardLoader>>>;

/** What the board action answers a form it could not apply (formReply: conform's result beside the ids). */
type BoardReply = { intent: string; itemId: string; columnId: string; result: SubmissionResult<string[]> };

const COLUMN_INTENTS = ["add-column", "rename-column", "reorder-column", "delete-column"];
const BULK_INTENTS = ["send-selected", "send-column", "delete-selected"];

function firstMessage(reply: BoardReply): string | undefined {
  return Object.values(reply.result.error ?? {})
    .flatMap((e) => e ?? [])
    .find(Boolean);
}

function columnError(reply: BoardReply | undefined): ColumnError | undefined {
  const message = reply && COLUMN_INTENTS.includes(reply.intent) ? firstMessage(reply) : undefined;
  if (!reply || !message) return undefined;
  const errors = reply.result.error ?? {};
  const typed = reply.result.initialValue ?? {};
  return {
    intent: reply.intent,
    columnId: reply.columnId,
    message,
    formErrors: errors[""] ?? [],
    fieldErrors: Object.fromEntries(Object.entries(errors).filter(([k, e]) => k !== "" && e?.length)) as Record<string, string[]>,
    values: Object.fromEntries(Object.entries(typed).filter(([, v]) => typeof v === "string")) as Record<string, string>,
  };
}

function moveError(reply: BoardReply | undefined): { itemId: string; message: string } | undefined {
  const message = reply?.intent === "move" && reply.itemId ? firstMessage(reply) : undefined;
  return reply && message ? { itemId: reply.itemId, message } : undefined;
}

/** Every board type's page: search, "new item", and the kanban (or the upgrade / empty states). */
export function BoardPage() {
  useFocusMovedCard();
  const {
    user,
    type,
    columns,
    q,
    temperature,
    pages,
    commandIds,
    nowMs,
    state,
    createBoardCommandId,
    columnCommandIds,
    addColumnCommandId,
    receivers,
    bulkCommandId,
    mode,
    today,
    lostReasons,
  } = useLoaderData<LoaderData>();
  const info = BOARD_TYPE_INFO[type];
  const { pathname } = useLocation();
  const actionData = useActionData();
  const notSent = isMoveNotSent(actionData) ? actionData : undefined;
  const reply = notSent ? undefined : (actionData as BoardReply | undefined);
  const colError = columnError(reply);
  const bulkError = reply && BULK_INTENTS.includes(reply.intent) ? firstMessage(reply) : undefined;
  // ENVIAR is disabled when no one else can receive (spec part 2 §5).
  const canSend = receivers.some((r) => r.id !== user.id) || user.role === "MANAGER";
  const href = boardHref(pathname, { q, temperature, mode });
  const moreHref = columns.some((c) => c.count > c.cards.length) ? href({ mais: String(pages + 1) }) : undefined;
  const filtered = !!q || temperature !== null;
  const empty = columns.every((c) => c.count === 0);
  const isManager = user.role === "MANAGER";
  return (
    <Shell user={user}>
      <h1>{info.title}</h1>
      {state === "upgrade" ? (
        <UpgradeNotice />
      ) : state === "no_board" ? (
        <section className="card-panel">
          <p>Este quadro ainda não tem colunas.</p>
          {user.role === "MANAGER" && (
            <Form method="post">
              <input type="hidden" name="intent" value="create-board" />
              <input type="hidden" name="csrf" value={user.csrf} />
              <input type="hidden" name="commandId" value={createBoardCommandId} />
              <button type="submit">Criar quadro com as colunas padrão</button>
            </Form>
          )}
        </section>
      ) : (
        <>
          {/* On a phone (public/phone.css) the toolbar and the selection bar fold into "Filtros" so the first card is on the first
              screen; at a desk the <details> is shown as if open. The new-item link stays out on a phone. */}
          <Link to={`${info.base}/registro`} className="button phone-only">
            {info.newLabel}
          </Link>
          <details className="board-filters">
            <summary>Filtros</summary>
            <div className="board-toolbar">
              <Form method="get" role="search">
                {mode && <input type="hidden" name="modo" value={mode} />}
                <div>
                  <label htmlFor="q">Buscar</label>
                  <input id="q" name="q" defaultValue={q} placeholder="Nome ou cliente" />
                </div>
                <div>
                  <label htmlFor="temp">Temperatura</label>
                  <select id="temp" name="temp" defaultValue={temperature === null ? "" : String(temperature)}>
                    <option value="">Todas</option>
                    {Object.entries(LEAD_TEMPERATURES)
                      .sort(([a], [b]) => Number(a) - Number(b))
                      .map(([v, label]) => (
                        <option key={v} value={v}>
                          {label}
                        </option>
                      ))}
                  </select>
                </div>
                <button type="submit" className="secondary">
                  Buscar
                </button>
              </Form>
              <Link to={`${info.base}/registro`} className="button">
                {info.newLabel}
              </Link>
              <Link to={`${info.base}/finalizadas`} className="button secondary">
                Finalizadas
              </Link>
              {user.role === "MANAGER" && (
                <Link to={`/auditoria/quadro${info.base}`} className="button secondary">
                  Ver como estava em …
                </Link>
              )}
            </div>
          </details>
          <BoardModeLinks mode={mode} isManager={isManager} href={href} />
          {mode === "selecionar" && (
            <SelectionBar
              csrf={user.csrf}
              commandId={bulkCommandId}
              error={bulkError}
              receivers={receivers}
              canSend={canSend}
              isManager={isManager}
            />
          )}
          {mode === "editar-funil" && (
            <div className="funnel-edit-bar">
              <AddColumnForm csrf={user.csrf} commandId={addColumnCommandId} error={colError?.intent === "add-column" ? colError : undefined} />
            </div>
          )}
          {empty && filtered ? (
            <NoResults
              q={q}
              filterLabel={temperatureFilterLabel(temperature)}
              clearHref={boardHref(pathname, { q: "", temperature: null, mode })({})}
            />
          ) : empty ? (
            <EmptyBoard newHref={`${info.base}/registro`} createLabel={`Criar ${info.itemLabel.toLowerCase()}`} />
          ) : null}
          <Board
            receivers={receivers}
            bulkFormId={mode === "selecionar" ? "bulk-form" : undefined}
            columns={columns}
            today={today}
            emptyHint={empty ? undefined : filtered ? "filtered" : "plain"}
            csrf={user.csrf}
            commandIds={commandIds}
            nowMs={nowMs}
            editBase={`${info.base}/editar`}
            moveError={moveError(reply)}
            moveNotSent={notSent}
            columnCommandIds={mode === "editar-funil" ? columnCommandIds : undefined}
            columnError={colError}
            moreHref={moreHref}
            outcomes={type === "SALES" ? { lostReasons } : undefined}
          />
        </>
      )}
    </Shell>
  );
}
