// A component's page: its form, and for a saved one the rename, clone and delete forms.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { ConfirmDelete } from "~/components/forms/ConfirmDelete";
import { ErrorLine } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import { ComponentForm } from "~/components/pricing-settings/ComponentForm";
import { errorsOf, SelectInput, TextInput } from "~/components/pricing-settings/fields";
import { PricingNav } from "~/components/pricing-settings/PricingNav";
import type { ComponentFormValue } from "~/lib/pricing-settings-forms";
import type { componentLoader } from "./page.server";

type Reply = { intent: string; values?: ComponentFormValue; result?: SubmissionResult<string[]> } | undefined;

/** What the user typed in `field` of the form the reply answers (shown again after an error). */
const typed = (reply: Reply, intent: string, field: string, fallback: string) => {
  const v = reply?.intent === intent ? reply.result?.initialValue?.[field] : undefined;
  return typeof v === "string" ? v : fallback;
};

export function ComponentPage() {
  const d = useLoaderData<typeof componentLoader>();
  const reply = useActionData() as Reply;
  const values = reply?.values ?? d.initial;
  const resultOf = (intent: string) => (reply?.intent === intent ? reply.result : undefined);
  const renameErrors = errorsOf(resultOf("rename-component"));
  const cloneErrors = errorsOf(resultOf("clone-component"));
  const deleteErrors = errorsOf(resultOf("delete-component"));
  return (
    <Shell user={d.user}>
      <h1>{d.name ?? "Novo componente"}</h1>
      <PricingNav current="/configuracoes/precificacao/componentes" canOpenSettings={d.canOpenSettings} />
      {d.id !== null && (
        <section className="card-panel" aria-labelledby="rename-title">
          <h2 id="rename-title">Nome</h2>
          <Form method="post" aria-labelledby="rename-title" className="ps-actions" key={`rename-${d.name}`}>
            <Hidden intent="rename-component" csrf={d.user.csrf} commandId={d.commandIds.rename} />
            <TextInput
              label="Nome do componente"
              name="name"
              value={typed(reply, "rename-component", "name", d.name ?? "")}
              errors={renameErrors}
              scope="rename"
              maxLength={100}
            />
            <button type="submit" className="secondary">
              Renomear
            </button>
          </Form>
          <ErrorLine msg={renameErrors[""]?.[0]} />
        </section>
      )}
      <section className="card-panel wide mt-1" aria-label="Dados do componente">
        <ComponentForm
          key={JSON.stringify(values)}
          csrf={d.user.csrf}
          commandId={d.commandIds.save}
          values={values}
          result={resultOf("save-component")}
          options={d.options}
          withName={d.id === null}
          submitLabel={d.id === null ? "Cadastrar componente" : "Salvar componente"}
        />
      </section>
      {d.id !== null && d.clone && (
        <section className="card-panel mt-1" aria-labelledby="clone-title">
          <h2 id="clone-title">Clonar</h2>
          <p className="hint">Uma cópia deste componente, com outra restrição e outro serviço.</p>
          <Form method="post" aria-labelledby="clone-title" className="ps-form">
            <Hidden intent="clone-component" csrf={d.user.csrf} commandId={d.commandIds.clone} />
            <ErrorLine msg={cloneErrors[""]?.[0]} />
            <div className="ps-grid">
              <TextInput
                label="Nome da cópia"
                name="name"
                value={typed(reply, "clone-component", "name", d.clone.name)}
                errors={cloneErrors}
                scope="clone"
                maxLength={100}
              />
              <SelectInput
                label="Restrição da cópia"
                name="restriction"
                value={typed(reply, "clone-component", "restriction", d.clone.restriction)}
                errors={cloneErrors}
                scope="clone"
                options={d.options.restrictions}
                blank="— nenhuma —"
              />
              <SelectInput
                label="Serviço da cópia"
                name="service"
                value={typed(reply, "clone-component", "service", d.clone.service)}
                errors={cloneErrors}
                scope="clone"
                options={d.options.services}
                blank="— qualquer um —"
              />
            </div>
            <p>
              <button type="submit" className="secondary">
                Clonar
              </button>
            </p>
          </Form>
        </section>
      )}
      {d.id !== null && (
        <section className="card-panel mt-1" aria-labelledby="delete-title">
          <h2 id="delete-title">Excluir</h2>
          <ErrorLine msg={deleteErrors[""]?.[0]} />
          <ConfirmDelete
            summary="Excluir componente"
            label="Excluir componente"
            question={`Excluir o componente ${d.name}? As propostas já precificadas guardam o preço que tinham.`}
          >
            <Hidden intent="delete-component" csrf={d.user.csrf} commandId={d.commandIds.delete} />
          </ConfirmDelete>
        </section>
      )}
    </Shell>
  );
}
