import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { itemDecider } from "../../domain/item";
import {
  formatBRL, formatDateBR, formatDateTimeBR, formatNumber5, LEAD_TEMPERATURES, statusLabel, UC_TYPES,
} from "../../domain/shared";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { itemHistory, listColumns, listCustomers, loadItem, lostReasons } from "~/lib/board.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { pickCustomer } from "~/lib/customer-pick.server";
import { editSaleSchema, loseSchema, moveSchema, returnSchema, winSchema } from "~/lib/forms";
import { isItemIntent, runItemIntent } from "~/lib/item-actions.server";
import { Shell } from "~/components/Shell";
import { SaleFields } from "~/components/SaleFields";
import { FieldError } from "~/components/FieldError";

export const meta: MetaFunction = () => [{ title: "Venda — Girassol" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const itemId = params.sid ?? new URL(request.url).searchParams.get("saleId") ?? "";
  const item = /^[0-9a-f-]{36}$/i.test(itemId) ? await loadItem(user, itemId) : undefined;
  if (!item || item.board_type !== "SALES") throw new Response("Item não encontrado.", { status: 404 });
  const [columns, history, reasons, customers] = await Promise.all([
    listColumns(user.companyId, "SALES"), itemHistory(user.companyId, item.id, 100), lostReasons(user.companyId),
    listCustomers(user.companyId),
  ]);
  const commandIds = { move: newCommandId(), win: newCommandId(), lose: newCommandId(), return: newCommandId(), edit: newCommandId() };
  return {
    user, columns, reasons, customers, commandIds,
    item: {
      id: item.id, number: item.number, name: item.name, amount: String(item.amount), status: item.status,
      columnId: item.column_id, columnTitle: item.column_title, customerId: item.customer_id, customerName: item.customer_name,
      leadTemperature: item.lead_temperature, validityDate: item.validity_date ? isoDate(item.validity_date) : null,
      power: item.power === null ? null : String(item.power), ucType: item.uc_type, lostReason: item.lost_reason,
      ownerName: item.owner_name, registeredAt: new Date(item.registered_at).toISOString(),
    },
    history: history.map((h) => ({ ...h, occurred_at: new Date(h.occurred_at).toISOString() })),
  };
}

function isoDate(d: unknown): string {
  if (d instanceof Date) return d.toISOString().slice(0, 10);
  return String(d).slice(0, 10);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const itemId = params.sid!;
  const intent = form.get("intent");
  const back = redirect(`/vendas/editar/${itemId}`);
  if (isItemIntent(intent)) return (await runItemIntent(user, form, itemId, "SALES")) ?? back;
  if (intent !== "edit") return data("Ação desconhecida.", { status: 400 });

  const submission = parseWithZod(form, { schema: editSaleSchema });
  if (submission.status !== "success") return data({ intent, itemId, result: submission.reply() }, { status: 400 });
  const item = await loadItem(user, itemId);
  if (!item || item.board_type !== "SALES") throw new Response("Item não encontrado.", { status: 404 });
  const v = submission.value;
  const commandId = commandIdFrom(form);
  const pick = await pickCustomer(user, v, commandId);
  if (!pick.ok) return data({ intent, itemId, result: submission.reply({ fieldErrors: { [pick.field]: [pick.message] } }) }, { status: 400 });
  const customer = pick.customer;
  const outcome = await sendCommand(user, `item-${itemId}`, itemDecider, {
    type: "EditItem", name: v.name, amount: v.amount, customer, leadTemperature: v.leadTemperature as -1 | 0 | 1 | 2,
    validityDate: v.validityDate, power: v.power, ucType: v.ucType,
  }, commandId);
  if (!outcome.ok) {
    const e = outcome.error;
    const reply = e.field ? submission.reply({ fieldErrors: { [e.field]: [e.message] } }) : submission.reply({ formErrors: [e.message] });
    return data({ intent, itemId, result: reply }, { status: 400 });
  }
  return back;
}

type ActionReply = { intent: string; result: SubmissionResult<string[]> } | undefined;

function useIntentForm<S extends z.ZodTypeAny>(intent: string, schema: S, reply: ActionReply, defaultValue?: Record<string, string>) {
  return useForm<Record<string, string>>({
    id: `form-${intent}`,
    lastResult: reply?.intent === intent ? reply.result : undefined,
    shouldValidate: "onBlur",
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as any,
  });
}

function Hidden({ intent, csrf, commandId }: { intent: string; csrf: string; commandId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="commandId" value={commandId} />
    </>
  );
}

function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.length ? <p className="form-error" role="alert" id={id}>{errors.join(" ")}</p> : null;
}

export default function EditSale() {
  const { user, item, columns, reasons, customers, history, commandIds } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ActionReply;
  const inProgress = item.status === "IN_PROGRESS";
  const [moveForm, moveFields] = useIntentForm("move", moveSchema, reply, { column: item.columnId, position: "1" });
  const [winForm, winFields] = useIntentForm("win", winSchema, reply, { power: item.power?.replace(".", ",") ?? "", ucType: item.ucType ?? "" });
  const [loseForm, loseFields] = useIntentForm("lose", loseSchema, reply);
  const [returnForm, returnFields] = useIntentForm("return", returnSchema, reply, { column: columns[0]?.id });
  const [editForm, editFields] = useIntentForm("edit", editSaleSchema, reply, {
    name: item.name, amount: item.amount.replace(".", ","), customer: item.customerId ?? "", leadTemperature: String(item.leadTemperature),
    validityDate: item.validityDate ?? "", power: item.power?.replace(".", ",") ?? "", ucType: item.ucType ?? "",
  });
  const label = statusLabel("SALES", item.status as any);

  return (
    <Shell user={user}>
      <p><Link to={`/vendas/funil/${user.id}`}>← Funil de vendas</Link></p>
      <h1>{formatNumber5(item.number)} · {item.name}</h1>
      <div className="panel-grid">
        <div>
          <section className="card-panel" aria-labelledby="info-title">
            <h2 id="info-title">Informações</h2>
            <dl className="info">
              <dt>Número</dt><dd>{formatNumber5(item.number)}</dd>
              <dt>Situação</dt><dd><span className={`status ${item.status}`}>{label ?? "Em andamento"}</span></dd>
              {item.lostReason && (<><dt>Motivo da perda</dt><dd>{item.lostReason}</dd></>)}
              <dt>Coluna</dt><dd>{item.columnTitle}</dd>
              <dt>Valor</dt><dd>{formatBRL(item.amount)}</dd>
              <dt>Cliente</dt><dd>{item.customerName ?? "—"}</dd>
              <dt>Temperatura</dt><dd>{(LEAD_TEMPERATURES as Record<string, string>)[String(item.leadTemperature)]}</dd>
              <dt>Validade</dt><dd>{item.validityDate ? formatDateBR(item.validityDate) : "—"}</dd>
              <dt>Potência</dt><dd>{item.power ? `${item.power.replace(".", ",")} kWp` : "—"}</dd>
              <dt>Tipo de UC</dt><dd>{item.ucType ?? "—"}</dd>
              <dt>Responsável</dt><dd>{item.ownerName}</dd>
              <dt>Data de registro</dt><dd>{formatDateBR(item.registeredAt)}</dd>
            </dl>
          </section>
          <section className="card-panel" aria-labelledby="history-title" style={{ marginTop: "1rem" }}>
            <h2 id="history-title">Histórico</h2>
            <ol className="history">
              {history.map((h) => (
                <li key={h.stream_position}>
                  {h.text} por {h.actor_name}, <time dateTime={h.occurred_at}>{formatDateTimeBR(h.occurred_at)}</time>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="actions">
          {inProgress ? (
            <>
              <Form method="post" {...getFormProps(moveForm)} aria-labelledby="move-title">
                <h2 id="move-title">Mover</h2>
                <Hidden intent="move" csrf={user.csrf} commandId={commandIds.move} />
                <FormErrors errors={moveForm.errors} id={moveForm.errorId} />
                <label htmlFor={moveFields.column.id}>Mover para</label>
                <select {...getSelectProps(moveFields.column)}>
                  {columns.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
                </select>
                <FieldError field={moveFields.column} />
                <label htmlFor={moveFields.position.id}>Posição</label>
                <input {...getInputProps(moveFields.position, { type: "number" })} min={1} />
                <FieldError field={moveFields.position} />
                <p><button type="submit" className="secondary">Mover</button></p>
              </Form>
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
                  {UC_TYPES.map((u) => <option key={u} value={u}>{u}</option>)}
                </select>
                <FieldError field={winFields.ucType} />
                <p><button type="submit" className="success">Marcar como ganha</button></p>
              </Form>
              <Form method="post" {...getFormProps(loseForm)} aria-labelledby="lose-title">
                <h2 id="lose-title">Venda Perdida</h2>
                <Hidden intent="lose" csrf={user.csrf} commandId={commandIds.lose} />
                <FormErrors errors={loseForm.errors} id={loseForm.errorId} />
                <label htmlFor={loseFields.reason.id}>Motivo da perda</label>
                <select {...getSelectProps(loseFields.reason)}>
                  <option value="">—</option>
                  {reasons.map((r) => <option key={r} value={r}>{r}</option>)}
                </select>
                <FieldError field={loseFields.reason} />
                <p><button type="submit" className="danger">Marcar como perdida</button></p>
              </Form>
            </>
          ) : (
            <Form method="post" {...getFormProps(returnForm)} aria-labelledby="return-title">
              <h2 id="return-title">Retornar ao funil</h2>
              <Hidden intent="return" csrf={user.csrf} commandId={commandIds.return} />
              <FormErrors errors={returnForm.errors} id={returnForm.errorId} />
              <label htmlFor={returnFields.column.id}>Coluna</label>
              <select {...getSelectProps(returnFields.column)}>
                {columns.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
              </select>
              <FieldError field={returnFields.column} />
              <p><button type="submit">Retornar ao funil</button></p>
            </Form>
          )}
          <details open={reply?.intent === "edit"}>
            <summary>Editar venda</summary>
            <Form method="post" {...getFormProps(editForm)} aria-labelledby="edit-title">
              <h2 id="edit-title" className="visually-hidden">Editar venda</h2>
              <Hidden intent="edit" csrf={user.csrf} commandId={commandIds.edit} />
              <FormErrors errors={editForm.errors} id={editForm.errorId} />
              <SaleFields fields={editFields as any} customers={customers} />
              <p><button type="submit">Salvar alterações</button></p>
            </Form>
          </details>
        </div>
      </div>
    </Shell>
  );
}
