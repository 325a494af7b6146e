// The item's owners (issue 20, ADR 028): the info block's "Responsável(is)" line and the form that
// sets the co-owners. Plain checkboxes in a post form: works without JS.
import { useActionData, useLoaderData } from "@remix-run/react";
import { setOwnersSchema } from "~/lib/forms";
import type { itemLoader } from "~/lib/item-page.server";
import { useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { FieldError } from "~/components/forms/FieldError";
import { ItemForm } from "./LifecycleForms";

type LoaderData = Awaited<ReturnType<ReturnType<typeof itemLoader>>>;

/** The info block's rows: the owner first, then the co-owners ("GERENTE" for the manager, names cut at 15). */
export function OwnerRows() {
  const { owners } = useLoaderData<LoaderData>();
  return (
    <>
      <dt>{owners.lines.length > 1 ? "Responsáveis" : "Responsável"}</dt>
      <dd>
        {owners.lines.map((o, i) => (
          <span key={o.id}>
            {i > 0 && ", "}
            <span title={o.name} className="owner">
              {o.label}
            </span>
          </span>
        ))}
      </dd>
    </>
  );
}

/** "Responsáveis": for a manager or the item's owner on ENTERPRISE (the loader sends `form` only then). */
export function OwnersForm() {
  const { owners } = useLoaderData<LoaderData>();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useIntentForm("set-owners", setOwnersSchema, reply);
  if (!owners.form) return null;
  const primary = owners.lines.find((l) => l.primary);
  return (
    <details open={reply?.intent === "set-owners"}>
      <summary>Responsáveis</summary>
      <ItemForm form={form} intent="set-owners" title="Responsáveis" headingClassName="visually-hidden" submit="Salvar responsáveis">
        <p className="hint">
          Responsável principal: <span title={primary?.name}>{primary?.label}</span>. Os responsáveis marcados também veem o item no quadro deles.
        </p>
        {/* Keyed by the saved choice: after a save the boxes show what was stored, JS on too. */}
        <fieldset
          key={owners.form.users
            .filter((u) => u.checked)
            .map((u) => u.id)
            .join()}
          aria-describedby={fields.owners.errors ? fields.owners.errorId : undefined}
        >
          <legend>Outros responsáveis</legend>
          {owners.form.users.length === 0 && <p>Nenhum outro usuário ativo na empresa.</p>}
          {owners.form.users.map((u) => (
            <label key={u.id} className="checkbox-row">
              <input type="checkbox" name="owners" value={u.id} defaultChecked={u.checked} /> {u.name}
            </label>
          ))}
        </fieldset>
        <FieldError field={fields.owners} />
      </ItemForm>
    </details>
  );
}
