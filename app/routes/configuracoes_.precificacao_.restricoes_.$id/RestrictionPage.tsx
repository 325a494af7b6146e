// A restriction's page: its form and, for a saved one, which components use it and the delete form.
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { ConfirmDelete } from "~/components/forms/ConfirmDelete";
import { ErrorLine } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import { PricingNav } from "~/components/pricing-settings/PricingNav";
import { RestrictionForm } from "~/components/pricing-settings/RestrictionForm";
import type { RestrictionFormValue } from "~/lib/pricing-settings-forms";
import type { restrictionLoader } from "./page.server";

type Reply = { intent: string; values?: RestrictionFormValue; result?: SubmissionResult<string[]> } | undefined;

export function RestrictionPage() {
  const d = useLoaderData<typeof restrictionLoader>();
  const reply = useActionData() as Reply;
  const values = reply?.values ?? d.initial;
  const deleteError = reply?.intent === "delete-restriction" ? reply.result?.error?.[""]?.[0] : undefined;
  return (
    <Shell user={d.user}>
      <h1>{d.name ?? "Nova restrição"}</h1>
      <PricingNav current="/configuracoes/precificacao/restricoes" canOpenSettings={d.canOpenSettings} />
      <section className="card-panel wide" aria-label="Dados da restrição">
        <RestrictionForm
          key={JSON.stringify(values)}
          csrf={d.user.csrf}
          commandId={d.commandIds.save}
          values={values}
          result={reply?.intent === "save-restriction" ? reply.result : undefined}
          options={d.options}
          submitLabel={d.id === null ? "Cadastrar restrição" : "Salvar restrição"}
        />
      </section>
      {d.id !== null && (
        <section className="card-panel mt-1" aria-labelledby="delete-title">
          <h2 id="delete-title">Excluir</h2>
          <p>{d.usedBy.length ? `Usada por: ${d.usedBy.join(", ")}.` : "Nenhum componente usa esta restrição."}</p>
          <ErrorLine msg={deleteError} />
          <ConfirmDelete
            summary="Excluir restrição"
            label="Excluir restrição"
            question={`Excluir a restrição ${d.name}?`}
            open={Boolean(deleteError)}
          >
            <Hidden intent="delete-restriction" csrf={d.user.csrf} commandId={d.commandIds.delete} />
          </ConfirmDelete>
        </section>
      )}
    </Shell>
  );
}
