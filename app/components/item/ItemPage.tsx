import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  EXEC_TYPES,
  formatBRL,
  formatDateBR,
  formatDateTimeBR,
  formatNumber5,
  LEAD_TEMPERATURES,
  statusLabel,
  UC_TYPES,
  truncate,
} from "../../../domain/shared";
import { editSaleSchema, itemMoveSchema, loseSchema, returnSchema, winSchema } from "~/lib/forms";
import type { itemLoader } from "~/lib/item-page.server";
import { BOARD_TYPE_INFO, boardPath, statusText } from "~/lib/board-types";
import { Shell } from "../Shell";
import { ItemTabs } from "./ItemTabs";
import { NotesTab } from "./NotesTab";
import { ChecklistPanel } from "../checklist/ChecklistPanel";
import { SaleFields } from "../SaleFields";
import { FieldError } from "../FieldError";
import { FormErrors, Hidden, useIntentForm, type ActionReply } from "./form-helpers";
import { DeleteForm, RejectReasons, SendForm, StaleTransitionError, TransitionForms } from "./LifecycleForms";

/** statusLabel names the sales and pre-sales states; the other boards' states get plain words. */

type LoaderData = Awaited<ReturnType<ReturnType<typeof itemLoader>>>;

export function ItemPage() {
  const {
    user,
    type,
    item,
    columns,
    reasons,
    customers,
    history,
    historyMore,
    commandIds,
    tab,
    today,
    notes,
    checklist,
  } = useLoaderData<LoaderData>();
  const info = BOARD_TYPE_INFO[type];
  const reply = useActionData() as ActionReply;
  const inProgress = item.status === "IN_PROGRESS";
  const [moveForm, moveFields] = useIntentForm("move", itemMoveSchema, reply, { column: item.columnId, position: "1" });
  const [winForm, winFields] = useIntentForm("win", winSchema, reply, {
    power: item.power?.replace(".", ",") ?? "",
    ucType: item.ucType ?? "",
  });
  const [loseForm, loseFields] = useIntentForm("lose", loseSchema, reply);
  const [returnForm, returnFields] = useIntentForm("return", returnSchema, reply, { column: columns[0]?.id });
  const [editForm, editFields] = useIntentForm("edit", editSaleSchema, reply, {
    name: item.name,
    amount: item.amount.replace(".", ","),
    customer: item.customerId ?? "",
    leadTemperature: String(item.leadTemperature),
    validityDate: item.validityDate ?? "",
    power: item.power?.replace(".", ",") ?? "",
    ucType: item.ucType ?? "",
  });

  return (
    <Shell user={user}>
      <p>
        <Link to={boardPath(type, user.id)}>← {info.title}</Link>
      </p>
      <h1>
        {formatNumber5(item.number)} · {item.name}
      </h1>
      {user.role === "MANAGER" && (
        <p>
          <Link to={`/auditoria/item/${item.id}`}>Ver como estava em …</Link>
        </p>
      )}
      <div className="panel-grid">
        <div>
          <section className="card-panel" aria-labelledby="info-title">
            <h2 id="info-title">Informações</h2>
            <dl className="info">
              <dt>Número</dt>
              <dd>{formatNumber5(item.number)}</dd>
              <dt>Situação</dt>
              <dd>
                <span className={`status ${item.status}`}>{statusText(type, item.status)}</span>
              </dd>
              {item.lostReason && (
                <>
                  <dt>Motivo da perda</dt>
                  <dd>{item.lostReason}</dd>
                </>
              )}
              <dt>Coluna</dt>
              <dd>{item.columnTitle}</dd>
              <dt>Valor</dt>
              <dd>{formatBRL(item.amount)}</dd>
              <dt>Cliente</dt>
              <dd>{item.customerName ?? "—"}</dd>
              <dt>Temperatura</dt>
              <dd>{(LEAD_TEMPERATURES as Record<string, string>)[String(item.leadTemperature)]}</dd>
              <dt>Validade</dt>
              <dd
                className={
                  item.validityDate ? (item.validityDate < today ? "deadline past" : "deadline future") : undefined
                }
              >
                {item.validityDate ? formatDateBR(item.validityDate) : "—"}
              </dd>
              <dt>Potência</dt>
              <dd>{item.power ? `${item.power.replace(".", ",")} kWp` : "—"}</dd>
              <dt>Tipo de UC</dt>
              <dd>{item.ucType ?? "—"}</dd>
              <dt>Responsável</dt>
              <dd title={item.ownerName ?? undefined}>
                {item.ownerRole === "MANAGER" ? "GERENTE" : truncate(item.ownerName ?? "—", 15)}
              </dd>
              <dt>Data de registro</dt>
              <dd>{formatDateBR(item.registeredAt)}</dd>
              <dt>ID</dt>
              <dd>
                <code>{item.id}</code>
              </dd>
              {item.execStatus && (
                <>
                  <dt>Tipo de execução</dt>
                  <dd>{(EXEC_TYPES as Record<string, string>)[item.execStatus] ?? item.execStatus}</dd>
                </>
              )}
              {item.finishedDate && (
                <>
                  <dt>Data de finalização</dt>
                  <dd>{formatDateBR(item.finishedDate)}</dd>
                </>
              )}
            </dl>
          </section>
          <RejectReasons />
          <ChecklistPanel entries={checklist.entries} csrf={user.csrf} canConfigure={checklist.canConfigure} />
          <div style={{ marginTop: "1rem" }}>
            <ItemTabs
              type={type}
              plan={user.plan}
              active={tab}
              // Vendors see the history for now; the per-vendor permission flags come with the permissions issue.
              canSeeHistory
              notes={notes ? <NotesTab data={notes} csrf={user.csrf} /> : undefined}
              filesHref={item.customerId ? `/arquivos/${item.customerId}` : null}
              history={
                <section className="card-panel" aria-labelledby="history-title">
                  <h2 id="history-title">Histórico</h2>
                  <ol className="history">
                    {history.map((h) => (
                      <li key={h.stream_position}>
                        {h.text} por {h.actor_name},{" "}
                        <time dateTime={h.occurred_at}>{formatDateTimeBR(h.occurred_at)}</time>
                      </li>
                    ))}
                  </ol>
                  {historyMore && (
                    <p>
                      <Link to={`?aba=historico&historico=${historyMore}`} preventScrollReset replace>
                        Carregar mais
                      </Link>
                    </p>
                  )}
                </section>
              }
            />
          </div>
        </div>
        <div className="actions">
          <StaleTransitionError />
          {inProgress ? (
            <>
              <Form method="post" {...getFormProps(moveForm)} aria-labelledby="move-title">
                <h2 id="move-title">Mover</h2>
                <Hidden intent="move" csrf={user.csrf} commandId={commandIds.move} />
                <FormErrors errors={moveForm.errors} id={moveForm.errorId} />
                <label htmlFor={moveFields.column.id}>Mover para</label>
                <select {...getSelectProps(moveFields.column)}>
                  {columns.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </select>
                <FieldError field={moveFields.column} />
                <label htmlFor={moveFields.position.id}>Posição</label>
                <input {...getInputProps(moveFields.position, { type: "number" })} min={1} />
                <FieldError field={moveFields.position} />
                <p>
                  <button type="submit" className="secondary">
                    Mover
                  </button>
                </p>
              </Form>
              {type === "SALES" && (
                <>
                  <Form method="post" {...getFormProps(winForm)} aria-labelledby="win-title">
                    <h2 id="win-title">Venda Ganha</h2>
                    <Hidden intent="win" csrf={user.csrf} commandId={commandIds.win} />
                    <FormErrors errors={winForm.errors} id={winForm.errorId} />
                    <label htmlFor={winFields.power.id}>Potência (kWp)</label>
                    <input {...getInputProps(winFields.power, { type: "text" })} inputMode="decimal" />
                    <FieldError field={winFields.power} />
                    <label htmlFor={winFields.ucType.id}>Tipo de UC</label>
                    <select {...getSelectProps(winFields.ucType)}>
                      <option value="">—</option>
                      {UC_TYPES.map((u) => (
                        <option key={u} value={u}>
                          {u}
                        </option>
                      ))}
                    </select>
                    <FieldError field={winFields.ucType} />
                    <p>
                      <button type="submit" className="success">
                        Marcar como ganha
                      </button>
                    </p>
                  </Form>
                  <Form method="post" {...getFormProps(loseForm)} aria-labelledby="lose-title">
                    <h2 id="lose-title">Venda Perdida</h2>
                    <Hidden intent="lose" csrf={user.csrf} commandId={commandIds.lose} />
                    <FormErrors errors={loseForm.errors} id={loseForm.errorId} />
                    <label htmlFor={loseFields.reason.id}>Motivo da perda</label>
                    <select {...getSelectProps(loseFields.reason)}>
                      <option value="">—</option>
                      {reasons.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                    <FieldError field={loseFields.reason} />
                    <p>
                      <button type="submit" className="danger">
                        Marcar como perdida
                      </button>
                    </p>
                  </Form>
                </>
              )}
              <TransitionForms />
            </>
          ) : (
            <Form method="post" {...getFormProps(returnForm)} aria-labelledby="return-title">
              <h2 id="return-title">Retornar ao funil</h2>
              <Hidden intent="return" csrf={user.csrf} commandId={commandIds.return} />
              <FormErrors errors={returnForm.errors} id={returnForm.errorId} />
              <label htmlFor={returnFields.column.id}>Coluna</label>
              <select {...getSelectProps(returnFields.column)}>
                {columns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
              <FieldError field={returnFields.column} />
              <p>
                <button type="submit">Retornar ao funil</button>
              </p>
            </Form>
          )}
          <SendForm />
          <DeleteForm />
          <details open={reply?.intent === "edit"}>
            <summary>Editar {type === "SALES" ? "venda" : info.itemLabel.toLowerCase()}</summary>
            <Form method="post" {...getFormProps(editForm)} aria-labelledby="edit-title">
              <h2 id="edit-title" className="visually-hidden">
                Editar
              </h2>
              <Hidden intent="edit" csrf={user.csrf} commandId={commandIds.edit} />
              <FormErrors errors={editForm.errors} id={editForm.errorId} />
              <SaleFields fields={editFields} customers={customers} />
              <p>
                <button type="submit">Salvar alterações</button>
              </p>
            </Form>
          </details>
        </div>
      </div>
    </Shell>
  );
}
