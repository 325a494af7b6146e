// The page of /kits/cadastro/:kitId and /kits/editar/:kitId around the kit form.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Shell, type ShellUser } from "~/components/Shell";
import { Hidden } from "~/components/forms/intent-form";
import { formatKwp } from "~/lib/kit-format";
import { KitForm, type CatalogueOptions, type KitFormValues } from "./KitForm";

export interface KitEditData {
  user: ShellUser;
  mode: "new" | "edit";
  kitId: string | null;
  ownerId: string;
  powerKwp: number | null;
  initial: KitFormValues;
  commandId: string;
  catalogue: CatalogueOptions;
}
export type KitEditReply =
  | { intent: string; values?: KitFormValues; rows?: Record<"modules" | "inverters" | "items", number>; result?: SubmissionResult<string[]> }
  | undefined;

export function KitEditPage({ d, reply }: { d: KitEditData; reply: KitEditReply }) {
  const values = reply?.values ?? d.initial;
  const title = d.mode === "new" ? "Cadastrar kit" : "Editar kit";
  return (
    <Shell user={d.user}>
      <h1>{title}</h1>
      <p>
        <a href={`/kits/lista/${d.ownerId}`}>← Lista de kits</a>
      </p>
      {d.powerKwp !== null && <p>Potência do kit: {formatKwp(d.powerKwp)} (calculada pelos módulos).</p>}
      <KitForm
        key={reply?.intent === "save-kit" || !reply ? "kit" : `kit-${JSON.stringify(reply.rows)}`}
        csrf={d.user.csrf}
        commandId={d.commandId}
        values={values}
        rows={reply?.rows}
        result={reply?.intent === "save-kit" ? reply.result : undefined}
        catalogue={d.catalogue}
        submitLabel={d.mode === "new" ? "Cadastrar kit" : "Salvar kit"}
      />
      {d.mode === "edit" && d.kitId && (
        <Form method="post" aria-label="Excluir kit" className="mt-1">
          <Hidden csrf={d.user.csrf} intent="delete-kit" commandId={d.commandId} />
          <button type="submit" className="danger">
            Excluir kit
          </button>
        </Form>
      )}
    </Shell>
  );
}
