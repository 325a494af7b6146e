import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { catalogueEditAction, catalogueEditLoader } from "~/lib/catalogue.server";
import { KINDS } from "~/lib/catalogue-kinds";
import { ConfirmDelete } from "../forms/ConfirmDelete";
import { FormErrors, Hidden } from "../forms/intent-form";
import { formErrorsOf } from "../forms/reply-errors";
import { Shell } from "../Shell";
import { CatalogueForm } from "./CatalogueForm";

/** /modulos/editar/:mid, /inversores/editar/:iid, /equipamentos/editar/:eid: the form and the delete confirmation. */
export function CatalogueEditPage() {
  const d = useLoaderData<typeof catalogueEditLoader>();
  const reply = useActionData<typeof catalogueEditAction>();
  const k = KINDS[d.kind];
  const deleteErrors = reply?.intent === "delete" ? formErrorsOf(reply.result) : undefined;
  return (
    <Shell user={d.user}>
      <p>
        <Link to={`${k.base}/lista`}>← {k.plural}</Link>
      </p>
      <h1>Editar {k.singular.toLowerCase()}</h1>
      <CatalogueForm
        kind={d.kind}
        csrf={d.user.csrf}
        commandId={d.commandId}
        lastResult={reply?.intent === "save" ? reply.result : undefined}
        defaults={d.defaults}
        submitLabel="Salvar alterações"
      />
      <section className="card-panel" aria-label="Excluir">
        <FormErrors errors={deleteErrors} />
        <ConfirmDelete
          summary="Excluir"
          label={`Excluir ${k.article}`}
          question={`Tem certeza que deseja excluir ${k.article}? Esta ação não pode ser desfeita.`}
        >
          <Hidden intent="delete" csrf={d.user.csrf} commandId={d.deleteCommandId} />
        </ConfirmDelete>
      </section>
    </Shell>
  );
}
