// The after-sales proposal templates: the tags a text may use, the templates (each with its edit
// form, folded, and its delete form, confirmed: ADR 029) and "Novo template". Plain POST forms:
// everything works without JavaScript.
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { InputField, TextareaField } from "~/components/forms/Field";
import { DeleteConfirmation } from "~/components/forms/DeleteConfirmation";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FormErrors, Hidden, useSchemaForm, type ActionReply } from "~/components/forms/intent-form";
import { fieldErrorsOf, formErrorsOf } from "~/components/forms/reply-errors";
import { DELETE_QUESTIONS } from "~/lib/confirm-delete";
import { createTemplateSchema, editTemplateSchema } from "./intents";
import type { templatesLoader } from "./page.server";

type Data = Awaited<ReturnType<typeof templatesLoader>>;
type Reply = (ActionReply & { templateId?: string }) | undefined;
const LABELS = { name: "Nome do template", body: "Texto da proposta" };

export function TemplatesPage() {
  const d = useLoaderData<Data>();
  const reply = useActionData() as Reply;
  return (
    <Shell user={d.user}>
      <p>
        <Link to={`/pos-venda/quadro/${d.user.id}`}>← Quadro de pós-venda</Link>
      </p>
      <h1>Templates de propostas de pós-venda</h1>
      {!d.enterprise ? (
        <p className="notice">Seu plano não possui o Gerador de Propostas de Pós-Venda. Fale com nossa equipe para liberá-lo.</p>
      ) : (
        <>
          <section className="card-panel" aria-labelledby="tags-title">
            <h2 id="tags-title">Marcadores</h2>
            <p className="hint">Escreva um marcador no texto e ele é trocado pelo dado do atendimento ao gerar a proposta.</p>
            <dl className="info">
              {d.tags.map(([tag, meaning]) => (
                <div key={tag}>
                  <dt>
                    <code>{`{{${tag}}}`}</code>
                  </dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card-panel mt-1" aria-labelledby="list-title">
            <h2 id="list-title">Templates</h2>
            {d.templates.length === 0 ? (
              <p className="notice">Nenhum template cadastrado.</p>
            ) : (
              <ul className="after-sales-templates">
                {d.templates.map((t) => (
                  <TemplateRow
                    key={t.id}
                    template={t}
                    csrf={d.user.csrf}
                    reply={reply?.intent === "edit-template" && reply.templateId === t.id ? reply : undefined}
                    deleteReply={reply?.intent === "delete-template" && reply.templateId === t.id ? reply : undefined}
                  />
                ))}
              </ul>
            )}
          </section>
          <CreateTemplateForm
            key={d.createCommandId}
            csrf={d.user.csrf}
            commandId={d.createCommandId}
            reply={reply?.intent === "create-template" ? reply : undefined}
          />
        </>
      )}
    </Shell>
  );
}

function CreateTemplateForm({ csrf, commandId, reply }: { csrf: string; commandId: string; reply: Reply }) {
  const [form, fields] = useSchemaForm(createTemplateSchema, { id: "form-create-template", lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="create-template-title" className="card-panel mt-1">
      <h2 id="create-template-title">Novo template</h2>
      <Hidden intent="create-template" csrf={csrf} commandId={commandId} />
      <ErrorSummary form={form} labels={LABELS} />
      <InputField label={LABELS.name} field={fields.name} />
      <TextareaField label={LABELS.body} field={fields.body} rows={8} />
      <p>
        <button type="submit">Criar template</button>
      </p>
    </Form>
  );
}

function TemplateRow({
  template,
  csrf,
  reply,
  deleteReply,
}: {
  template: Data["templates"][number];
  csrf: string;
  reply: Reply;
  deleteReply: Reply;
}) {
  const deleteErrors = { confirm: fieldErrorsOf(deleteReply?.result, "confirm"), form: formErrorsOf(deleteReply?.result) };
  const [form, fields] = useSchemaForm(editTemplateSchema, {
    id: `form-edit-template-${template.id}`,
    lastResult: reply?.result,
    defaultValue: { templateId: template.id, name: template.name, body: template.body },
  });
  return (
    <li aria-label={template.name}>
      <details open={Boolean(reply)}>
        <summary>{template.name}</summary>
        <Form method="post" {...getFormProps(form)} aria-label={`Editar template ${template.name}`}>
          <Hidden intent="edit-template" csrf={csrf} commandId={template.commandId} templateId={template.id} />
          <ErrorSummary form={form} labels={LABELS} />
          <InputField label={LABELS.name} field={fields.name} />
          <TextareaField label={LABELS.body} field={fields.body} rows={8} />
          <p>
            <button type="submit" className="secondary">
              Salvar template
            </button>
          </p>
        </Form>
      </details>
      <Form method="post" aria-label={`Excluir template ${template.name}`}>
        <Hidden intent="delete-template" csrf={csrf} commandId={template.deleteCommandId} templateId={template.id} />
        <DeleteConfirmation question={DELETE_QUESTIONS.afterSalesTemplate} errors={deleteErrors.confirm} />
        <FormErrors errors={deleteErrors.form} />
        <button type="submit" className="danger">
          Excluir template
        </button>
      </Form>
    </li>
  );
}
