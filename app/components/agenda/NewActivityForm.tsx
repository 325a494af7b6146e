// "Nova atividade" on the agenda (issue 18): a scheduled note on one of the board's open items, the
// same CreateNote as the item's notes tab. A plain POST form (conform validates first with JS).
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { newActivitySchema } from "~/lib/agenda-forms";
import { SEM_TIPO } from "~/lib/note-forms";
import { InputField, SelectField, TextareaField } from "~/components/forms/Field";
import { Hidden, useSchemaForm, type ActionReply } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { DateField } from "~/components/forms/DateField";

export function NewActivityForm(props: {
  csrf: string;
  commandId: string;
  items: { id: string; label: string }[];
  itemLabel: string;
  noteTypes: string[];
  reply: ActionReply;
}) {
  const mine = props.reply?.intent === "nova-atividade";
  const [form, fields] = useSchemaForm(newActivitySchema, { id: "nova-atividade", lastResult: mine ? props.reply?.result : undefined });
  return (
    <details className="card-panel new-activity" open={mine}>
      <summary>Nova atividade</summary>
      <Form method="post" {...getFormProps(form)} aria-label="Nova atividade" className="note-form">
        <Hidden intent="nova-atividade" csrf={props.csrf} commandId={props.commandId} />
        <ErrorSummary form={form} labels={{ noteText: "Título", itemId: props.itemLabel }} />
        <TextareaField label="Título" field={fields.noteText} rows={2} />
        <DateField label="Data" field={fields.warningDate} />
        <InputField label="Horário inicial" field={fields.warningTimeStart} type="time" />
        <InputField label="Horário final" field={fields.warningTimeEnd} type="time" />
        <SelectField label="Tipo de nota" field={fields.noteType} blank={SEM_TIPO} options={props.noteTypes} />
        <SelectField label={props.itemLabel} field={fields.itemId} blank="Selecione" options={props.items.map((i) => [i.id, i.label] as const)} />
        {props.items.length === 0 && <p className="muted">Nenhum item em andamento neste quadro: crie um item para agendar uma atividade.</p>}
        <button type="submit">Adicionar atividade</button>
      </Form>
    </details>
  );
}
