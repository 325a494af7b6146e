// The item page's lifecycle forms (spec part 2 §2, §4–§6): Finalizar, Lead Qualificado / Lead
// Desqualificado, Voltar para pré-venda, the PROJECT reject reasons, Enviar and Excluir. Each is a
// plain <Form method="post"> with its intent, csrf and the loader's commandId, so all work without JS.
import { getFormProps } from "@conform-to/react";
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
import { byLabel, byTitle, InputField, SelectField, TextareaField } from "~/components/forms/Field";
import { FormErrors, Hidden, IntentForm, type IntentFormProps, useIntentForm, useSchemaForm, type ActionReply } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { allErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { DeleteConfirmation } from "~/components/forms/DeleteConfirmation";
import { DELETE_QUESTIONS } from "~/lib/confirm-delete";
import { DateField } from "~/components/forms/DateField";
import { dateInputValue } from "../../../domain/shared/date-input";

type LoaderData = Awaited<ReturnType<ReturnType<typeof itemLoader>>>;

const FINISHABLE: readonly BoardType[] = ["SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"];
const ASKS_EXEC_TYPE: readonly BoardType[] = ["PROJECT", "INSTALLATION"];

/** An IntentForm of the item page: the user's csrf and the loader's commandId of its intent. */
export function ItemForm<Schema extends Record<string, unknown>>(props: Omit<IntentFormProps<Schema>, "csrf" | "commandId">) {
  const { user, commandIds } = useLoaderData<LoaderData>();
  return <IntentForm {...props} csrf={user.csrf} commandId={commandIds[props.intent]} />;
}

/** The right-hand column's transition forms, shown while the item is in progress. */
export function TransitionForms() {
  const { type, item, lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [finishForm, finishFields] = useIntentForm("finish", finishSchema, reply, {
    execStatus: "",
    finishedDate: dateInputValue(lifecycle.today),
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
        <ItemForm form={finishForm} intent="finish" title="Finalizar" submit="Finalizar" tone="success">
          {asksExecType ? (
            <SelectField label="Tipo de execução" field={finishFields.execStatus} blank="Selecione" options={Object.entries(EXEC_TYPES)} />
          ) : (
            <p>Deseja marcar este item como finalizado?</p>
          )}
          <DateField label="Data de finalização" field={finishFields.finishedDate} />
        </ItemForm>
      )}

      {type === "PRE_SALES" && (
        <>
          <ItemForm form={qualifyForm} intent="qualify" title="Lead Qualificado" submit="Qualificar lead" tone="success">
            <SelectField label="Coluna do funil de vendas" field={qualifyFields.column} options={byTitle(lifecycle.salesColumns)} />
            <SelectField label="Vendedor" field={qualifyFields.vendor} options={byLabel(lifecycle.vendors)} />
          </ItemForm>
          <ItemForm form={disqualifyForm} intent="disqualify" title="Lead Desqualificado" submit="Desqualificar lead" tone="danger">
            <TextareaField label="Motivo da desqualificação" field={disqualifyFields.reason} rows={2} />
          </ItemForm>
        </>
      )}

      {lifecycle.canReturnToPreSale && (
        <ItemForm form={backForm} intent="back-to-pre-sale" titleId="back-title" title="Voltar para pré-venda" submit="Voltar para pré-venda">
          <SelectField label="Coluna da pré-venda" field={backFields.column} options={byTitle(lifecycle.preSalesColumns)} />
        </ItemForm>
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
  if (item.status === "IN_PROGRESS" || !reply || !["finish", "qualify", "disqualify", "back-to-pre-sale"].includes(reply.intent)) return null;
  return <FormErrors errors={allErrorsOf(reply.result)} />;
}

/**
 * "Enviar para" (spec part 2 §5): ENVIAR is disabled when no receiver can be chosen or the chosen
 * one already owns the item. Server-rendered, the first receiver other than the owner is chosen.
 */
export function SendForm() {
  const { item, lifecycle, owners } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const others = lifecycle.receivers.filter((r) => r.id !== item.ownerId);
  const [form, fields] = useIntentForm("send", sendSchema, reply, { toUserId: others[0]?.id ?? item.ownerId });
  const [chosen, setChosen] = useState(others[0]?.id ?? item.ownerId);
  const disabled = others.length === 0 || chosen === item.ownerId;
  // A co-owner (ADR 028) does not give the item away; the action answers 403 too.
  if (!owners.canSend) return null;
  return (
    <ItemForm form={form} intent="send" title="Enviar" submit="Enviar" disabled={disabled}>
      <SelectField
        label="Enviar para"
        field={fields.toUserId}
        options={byLabel(lifecycle.receivers)}
        onChange={(e) => setChosen(e.currentTarget.value)}
      />
    </ItemForm>
  );
}

/** Managers only (spec part 2 §6); the action answers 403 to anyone else. */
export function DeleteForm() {
  const { lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useIntentForm("delete", deleteItemSchema, reply);
  if (!lifecycle.canDelete) return null;
  return (
    <ItemForm form={form} intent="delete" title="Excluir" submit="Excluir item" tone="danger">
      <DeleteConfirmation question={DELETE_QUESTIONS.item} errors={fields.confirm.errors} />
    </ItemForm>
  );
}

/** PROJECT: the reject reasons ("Adicionar Reprova"), each with its own edit and delete form. */
export function RejectReasons() {
  const { type, lifecycle } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [addForm, addFields] = useIntentForm("add-reject-reason", addRejectReasonSchema, reply);
  if (type !== "PROJECT") return null;
  return (
    <section className="card-panel mt-1" aria-labelledby="reject-title">
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
      <ItemForm
        form={addForm}
        intent="add-reject-reason"
        titleId="reject-add-title"
        title="Adicionar Reprova"
        heading="h3"
        submit="Adicionar Reprova"
      >
        <InputField label="Motivo da reprova" field={addFields.reason} />
      </ItemForm>
    </section>
  );
}

function RejectReasonRow({ reason }: { reason: { id: string; reason: string; registeredAt: string } }) {
  const { user, commandIds } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const mine = (intent: string) =>
    reply?.intent === intent && (reply.result.initialValue as Record<string, unknown> | undefined)?.reasonId === reason.id ? reply.result : undefined;
  const [editForm, editFields] = useSchemaForm(editRejectReasonSchema, {
    id: `form-edit-reject-reason-${reason.id}`,
    lastResult: mine("edit-reject-reason"),
    defaultValue: { reasonId: reason.id, reason: reason.reason },
  });
  return (
    <li aria-label={reason.reason}>
      <p>
        <strong>{reason.reason}</strong> · <time dateTime={reason.registeredAt}>{formatDateBR(reason.registeredAt)}</time>
      </p>
      <Form method="post" {...getFormProps(editForm)} aria-label={`Editar reprova ${reason.reason}`}>
        <Hidden intent="edit-reject-reason" csrf={user.csrf} commandId={commandIds["edit-reject-reason"]} reasonId={reason.id} />
        <ErrorSummary form={editForm} />
        <InputField label="Texto da reprova" field={editFields.reason} />
        <button type="submit" className="secondary">
          Salvar reprova
        </button>
      </Form>
      <Form method="post" aria-label={`Excluir reprova ${reason.reason}`}>
        <Hidden intent="delete-reject-reason" csrf={user.csrf} commandId={commandIds["delete-reject-reason"]} reasonId={reason.id} />
        <FormErrors errors={formErrorsOf(mine("delete-reject-reason"))} />
        <button type="submit" className="danger">
          Excluir reprova
        </button>
      </Form>
    </li>
  );
}
