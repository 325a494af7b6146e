// The item page's lifecycle forms (spec part 2 §2, §4–§6): Finalizar, Lead Qualificado / Lead
// Desqualificado, Voltar para pré-venda, the PROJECT reject reasons, Enviar and Excluir. Each is a
// plain <Form method="post"> with its intent, csrf and the loader's commandId, so all work without JS.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { EXEC_TYPES, formatDateBR, type BoardType } from "../../../domain/shared";
import {
  addRejectReasonSchema,
  backToPreSaleSchema,
  deleteItemSchema,
  disqualifySchema,
  editRejectReasonSchema,
  finishSchema,
  qualifySchema,
  sendSchema,
} from "~/lib/forms";
import type { itemLoader } from "~/lib/item-page.server";
import { FieldError } from "../FieldError";
import { FormErrors, Hidden, useIntentForm, type ActionReply } from "./form-helpers";

type LoaderData = Awaited<ReturnType<ReturnType<typeof itemLoader>>>;

const FINISHABLE: readonly BoardType[] = ["SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"];
const ASKS_EXEC_TYPE: readonly BoardType[] = ["PROJECT", "INSTALLATION"];

/** The right-hand column's transition forms, shown while the item is in progress. */
export function TransitionForms() {
  const { user, type, item, commandIds, lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [finishForm, finishFields] = useIntentForm("finish", finishSchema, reply, {
    execStatus: "",
    finishedDate: lifecycle.today,
  });
  const [qualifyForm, qualifyFields] = useIntentForm("qualify", qualifySchema, reply, {
    column: lifecycle.salesColumns[0]?.id ?? "",
    vendor: lifecycle.vendors[0]?.id ?? "",
  });
  const [disqualifyForm, disqualifyFields] = useIntentForm("disqualify", disqualifySchema, reply);
  const [backForm, backFields] = useIntentForm("back-to-pre-sale", backToPreSaleSchema, reply, {
    column: lifecycle.preSalesColumns[0]?.id ?? "",
  });
  if (item.status !== "IN_PROGRESS") return null;
  const asksExecType = ASKS_EXEC_TYPE.includes(type);

  return (
    <>
      {FINISHABLE.includes(type) && (
        <Form method="post" {...getFormProps(finishForm)} aria-labelledby="finish-title">
          <h2 id="finish-title">Finalizar</h2>
          <Hidden intent="finish" csrf={user.csrf} commandId={commandIds.finish} />
          <FormErrors errors={finishForm.errors} id={finishForm.errorId} />
          {asksExecType ? (
            <>
              <label htmlFor={finishFields.execStatus.id}>Tipo de execução</label>
              <select {...getSelectProps(finishFields.execStatus)}>
                <option value="">Selecione</option>
                {Object.entries(EXEC_TYPES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              <FieldError field={finishFields.execStatus} />
            </>
          ) : (
            <p>Deseja marcar este item como finalizado?</p>
          )}
          <label htmlFor={finishFields.finishedDate.id}>Data de finalização</label>
          <input {...getInputProps(finishFields.finishedDate, { type: "date" })} />
          <FieldError field={finishFields.finishedDate} />
          <p>
            <button type="submit" className="success">
              FINALIZAR
            </button>
          </p>
        </Form>
      )}

      {type === "PRE_SALES" && (
        <>
          <Form method="post" {...getFormProps(qualifyForm)} aria-labelledby="qualify-title">
            <h2 id="qualify-title">Lead Qualificado</h2>
            <Hidden intent="qualify" csrf={user.csrf} commandId={commandIds.qualify} />
            <FormErrors errors={qualifyForm.errors} id={qualifyForm.errorId} />
            <label htmlFor={qualifyFields.column.id}>Coluna do funil de vendas</label>
            <select {...getSelectProps(qualifyFields.column)}>
              {lifecycle.salesColumns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
            <FieldError field={qualifyFields.column} />
            <label htmlFor={qualifyFields.vendor.id}>Vendedor</label>
            <select {...getSelectProps(qualifyFields.vendor)}>
              {lifecycle.vendors.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.label}
                </option>
              ))}
            </select>
            <FieldError field={qualifyFields.vendor} />
            <p>
              <button type="submit" className="success">
                Qualificar lead
              </button>
            </p>
          </Form>
          <Form method="post" {...getFormProps(disqualifyForm)} aria-labelledby="disqualify-title">
            <h2 id="disqualify-title">Lead Desqualificado</h2>
            <Hidden intent="disqualify" csrf={user.csrf} commandId={commandIds.disqualify} />
            <FormErrors errors={disqualifyForm.errors} id={disqualifyForm.errorId} />
            <label htmlFor={disqualifyFields.reason.id}>Motivo da desqualificação</label>
            <textarea {...getTextareaProps(disqualifyFields.reason)} rows={2} />
            <FieldError field={disqualifyFields.reason} />
            <p>
              <button type="submit" className="danger">
                Desqualificar lead
              </button>
            </p>
          </Form>
        </>
      )}

      {type === "SALES" && item.relatedPreSale && (
        <Form method="post" {...getFormProps(backForm)} aria-labelledby="back-title">
          <h2 id="back-title">Voltar para pré-venda</h2>
          <Hidden intent="back-to-pre-sale" csrf={user.csrf} commandId={commandIds["back-to-pre-sale"]} />
          <FormErrors errors={backForm.errors} id={backForm.errorId} />
          <label htmlFor={backFields.column.id}>Coluna da pré-venda</label>
          <select {...getSelectProps(backFields.column)}>
            {lifecycle.preSalesColumns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
          <FieldError field={backFields.column} />
          <p>
            <button type="submit">Voltar para pré-venda</button>
          </p>
        </Form>
      )}
    </>
  );
}

/**
 * A transition refused because the item left IN_PROGRESS meanwhile (another tab, another user):
 * its form is no longer rendered, so the decider's message is shown here.
 */
export function StaleTransitionError() {
  const { item } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  if (
    item.status === "IN_PROGRESS" ||
    !reply ||
    !["finish", "qualify", "disqualify", "back-to-pre-sale"].includes(reply.intent)
  )
    return null;
  const errors = Object.values(reply.result.error ?? {}).flatMap((e) => e ?? []);
  return errors.length ? (
    <p className="form-error" role="alert">
      {errors.join(" ")}
    </p>
  ) : null;
}

/**
 * "Enviar para" (spec part 2 §5): ENVIAR is disabled when no receiver can be chosen or the chosen
 * one already owns the item. Server-rendered, the first receiver other than the owner is chosen.
 */
export function SendForm() {
  const { user, item, commandIds, lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const others = lifecycle.receivers.filter((r) => r.id !== item.ownerId);
  const [form, fields] = useIntentForm("send", sendSchema, reply, { toUserId: others[0]?.id ?? item.ownerId });
  const [chosen, setChosen] = useState(others[0]?.id ?? item.ownerId);
  const disabled = others.length === 0 || chosen === item.ownerId;
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="send-title">
      <h2 id="send-title">Enviar</h2>
      <Hidden intent="send" csrf={user.csrf} commandId={commandIds.send} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <label htmlFor={fields.toUserId.id}>Enviar para</label>
      <select {...getSelectProps(fields.toUserId)} onChange={(e) => setChosen(e.currentTarget.value)}>
        {lifecycle.receivers.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </select>
      <FieldError field={fields.toUserId} />
      <p>
        <button type="submit" disabled={disabled}>
          ENVIAR
        </button>
      </p>
    </Form>
  );
}

/** Managers only (spec part 2 §6); the action answers 403 to anyone else. */
export function DeleteForm() {
  const { user, commandIds, lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [form] = useIntentForm("delete", deleteItemSchema, reply);
  if (!lifecycle.canDelete) return null;
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="delete-title">
      <h2 id="delete-title">Excluir</h2>
      <Hidden intent="delete" csrf={user.csrf} commandId={commandIds.delete} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <p>Deseja excluir permanentemente este item?</p>
      <p>
        <button type="submit" className="danger">
          Excluir item
        </button>
      </p>
    </Form>
  );
}

/** PROJECT: the reject reasons ("Adicionar Reprova"), each with its own edit and delete form. */
export function RejectReasons() {
  const { user, type, commandIds, lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [addForm, addFields] = useIntentForm("add-reject-reason", addRejectReasonSchema, reply);
  if (type !== "PROJECT") return null;
  return (
    <section className="card-panel" aria-labelledby="reject-title" style={{ marginTop: "1rem" }}>
      <h2 id="reject-title">Reprovas</h2>
      {lifecycle.rejectReasons.length === 0 ? (
        <p>Nenhuma reprova registrada.</p>
      ) : (
        <ul className="reject-reasons">
          {lifecycle.rejectReasons.map((r) => (
            <RejectReasonRow key={r.id} reason={r} />
          ))}
        </ul>
      )}
      <Form method="post" {...getFormProps(addForm)} aria-labelledby="reject-add-title">
        <h3 id="reject-add-title">Adicionar Reprova</h3>
        <Hidden intent="add-reject-reason" csrf={user.csrf} commandId={commandIds["add-reject-reason"]} />
        <FormErrors errors={addForm.errors} id={addForm.errorId} />
        <label htmlFor={addFields.reason.id}>Motivo da reprova</label>
        <input {...getInputProps(addFields.reason, { type: "text" })} />
        <FieldError field={addFields.reason} />
        <p>
          <button type="submit">Adicionar Reprova</button>
        </p>
      </Form>
    </section>
  );
}

function RejectReasonRow({ reason }: { reason: { id: string; reason: string; registeredAt: string } }) {
  const { user, commandIds } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const mine = (intent: string) =>
    reply?.intent === intent &&
    (reply.result.initialValue as Record<string, unknown> | undefined)?.reasonId === reason.id
      ? reply.result
      : undefined;
  const [editForm, editFields] = useForm({
    id: `form-edit-reject-reason-${reason.id}`,
    lastResult: mine("edit-reject-reason"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { reasonId: reason.id, reason: reason.reason },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editRejectReasonSchema }),
  });
  const deleteErrors = mine("delete-reject-reason")?.error?.[""] as string[] | undefined;
  return (
    <li aria-label={reason.reason}>
      <p>
        <strong>{reason.reason}</strong> ·{" "}
        <time dateTime={reason.registeredAt}>{formatDateBR(reason.registeredAt)}</time>
      </p>
      <Form method="post" {...getFormProps(editForm)} aria-label={`Editar reprova ${reason.reason}`}>
        <Hidden intent="edit-reject-reason" csrf={user.csrf} commandId={commandIds["edit-reject-reason"]} />
        <input type="hidden" name="reasonId" value={reason.id} />
        <FormErrors errors={editForm.errors} id={editForm.errorId} />
        <label htmlFor={editFields.reason.id}>Texto da reprova</label>
        <input {...getInputProps(editFields.reason, { type: "text" })} />
        <FieldError field={editFields.reason} />
        <button type="submit" className="secondary">
          Salvar reprova
        </button>
      </Form>
      <Form method="post" aria-label={`Excluir reprova ${reason.reason}`}>
        <Hidden intent="delete-reject-reason" csrf={user.csrf} commandId={commandIds["delete-reject-reason"]} />
        <input type="hidden" name="reasonId" value={reason.id} />
        {deleteErrors?.length ? (
          <p className="form-error" role="alert">
            {deleteErrors.join(" ")}
          </p>
        ) : null}
        <button type="submit" className="danger">
          Excluir reprova
        </button>
      </Form>
    </li>
  );
}
