// The Notas tab (spec part 2 §2, §3, §5): filter links, the notes, a form to add one, and per note
// an edit form and (managers only) a delete form with the spec's confirmation. Plain POST forms:
// everything works without JavaScript.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData } from "@remix-run/react";
import { formatDateBR, formatDateTimeBR } from "../../../domain/shared";
import { addNoteSchema, editNoteSchema, NOTE_FILTERS, scheduleTimeText, SEM_TIPO, type NoteFilter } from "~/lib/note-forms";
import type { NoteView } from "~/lib/notes.server";
import { ConfirmDelete } from "~/components/forms/ConfirmDelete";
import { InputField, SelectField, TextareaField } from "~/components/forms/Field";
import { Hidden, useSchemaForm, type ActionReply } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { DateField } from "~/components/forms/DateField";
import { dateInputValue } from "../../../domain/shared/date-input";

export interface NotesTabData {
  filter: NoteFilter;
  notes: NoteView[];
  noteTypes: string[];
  canDelete: boolean;
  addCommandId: string;
  deleteCommandIds: Record<string, string>;
}

type NoteReply = ActionReply;

export function NotesTab({ data, csrf }: { data: NotesTabData; csrf: string }) {
  const reply = useActionData() as NoteReply;
  return (
    <section className="card-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">Notas</h2>
      <nav aria-label="Filtro de notas" className="tab-list">
        {NOTE_FILTERS.map((f) => (
          <Link key={f.value} to={`?aba=notas&notas=${f.value}`} preventScrollReset aria-current={f.value === data.filter ? "page" : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      {data.notes.length === 0 ? (
        <p className="notice">Nenhuma nota neste item ainda.</p>
      ) : (
        <ul className="notes" aria-label="Notas do item">
          {data.notes.map((n) => (
            <NoteRow key={n.id} note={n} data={data} csrf={csrf} reply={reply?.intent !== "add-note" && reply?.noteId === n.id ? reply : undefined} />
          ))}
        </ul>
      )}
      <NoteForm
        key={data.addCommandId}
        id="note-add"
        title="Nova nota"
        intent="add-note"
        csrf={csrf}
        commandId={data.addCommandId}
        noteTypes={data.noteTypes}
        lastResult={reply?.intent === "add-note" ? reply.result : undefined}
        submitLabel="Adicionar nota"
        defaults={{ noteText: "", noteType: "", warningDate: "", warningTimeStart: "", warningTimeEnd: "" }}
      />
    </section>
  );
}

function NoteRow({ note, data, csrf, reply }: { note: NoteView; data: NotesTabData; csrf: string; reply: NoteReply }) {
  const when = note.date ? `${formatDateBR(note.date)}${note.timeStart ? " " + scheduleTimeText(note.timeStart, note.timeEnd) : ""}` : null;
  return (
    <li className="note" aria-label={`Nota de ${note.authorName}`}>
      <p className="note-meta">
        <strong>{note.noteType ?? SEM_TIPO}</strong>
        {note.isPrivate && <span className="badge"> · Privada</span>}
        {when && (
          <span className="schedule">
            {" "}
            · Agendada para <span className="when">{when}</span>
          </span>
        )}
        <span>
          {" "}
          · {note.authorName}, <time dateTime={note.registeredAt}>{formatDateTimeBR(note.registeredAt)}</time>
        </span>
      </p>
      <p className="note-text">{note.noteText}</p>
      <details open={reply?.intent === "edit-note"}>
        <summary>Editar nota</summary>
        <NoteForm
          id={`note-edit-${note.id}`}
          title="Editar nota"
          intent="edit-note"
          csrf={csrf}
          commandId={note.commandId}
          noteId={note.id}
          noteTypes={note.noteType && !data.noteTypes.includes(note.noteType) ? [...data.noteTypes, note.noteType] : data.noteTypes}
          lastResult={reply?.intent === "edit-note" ? reply.result : undefined}
          submitLabel="Salvar nota"
          defaults={{
            noteText: note.noteText,
            noteType: note.noteType ?? "",
            isPrivate: note.isPrivate ? "on" : "",
            warning: note.date ? "on" : "",
            warningDate: dateInputValue(note.date),
            warningTimeStart: note.timeStart ?? "",
            warningTimeEnd: note.timeEnd ?? "",
          }}
        />
      </details>
      {data.canDelete && (
        <ConfirmDelete
          summary="Excluir nota"
          label="Excluir nota"
          question="Deseja excluir permanentemente esta nota?"
          open={reply?.intent === "delete-note"}
        >
          <Hidden intent="delete-note" csrf={csrf} commandId={data.deleteCommandIds[note.id]} noteId={note.id} />
        </ConfirmDelete>
      )}
    </li>
  );
}

function NoteForm(props: {
  id: string;
  title: string;
  intent: "add-note" | "edit-note";
  csrf: string;
  commandId: string;
  noteId?: string;
  noteTypes: string[];
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  defaults: Record<string, string>;
}) {
  const [form, fields] = useSchemaForm(props.intent === "add-note" ? addNoteSchema : editNoteSchema, {
    id: props.id,
    lastResult: props.lastResult,
    defaultValue: props.defaults,
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-label={props.title} className="note-form">
      <Hidden intent={props.intent} csrf={props.csrf} commandId={props.commandId} noteId={props.noteId || undefined} />
      <ErrorSummary form={form} />
      <TextareaField label="Nota" field={fields.noteText} rows={3} />
      <SelectField label="Tipo de nota" field={fields.noteType} blank={SEM_TIPO} options={props.noteTypes} />
      <label className="check">
        <input {...getInputProps(fields.isPrivate, { type: "checkbox" })} /> Nota privada (só você a vê)
      </label>
      <fieldset>
        <legend>Agendamento</legend>
        <label className="check">
          <input {...getInputProps(fields.warning, { type: "checkbox" })} /> Agendar
        </label>
        <DateField label="Data" field={fields.warningDate} />
        <InputField label="Horário inicial" field={fields.warningTimeStart} type="time" />
        <InputField label="Horário final" field={fields.warningTimeEnd} type="time" />
      </fieldset>
      <p>
        <button type="submit">{props.submitLabel}</button>
      </p>
    </Form>
  );
}
