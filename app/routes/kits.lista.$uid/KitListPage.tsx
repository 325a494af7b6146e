import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Shell, type ShellUser } from "~/components/Shell";
import { FormErrors, Hidden } from "~/components/forms/intent-form";
import { allErrorsOf } from "~/components/forms/reply-errors";
import { KitTable, KitTableRow } from "~/components/kits/KitTable";
import type { KitRow } from "~/lib/kit-rows";
import { SET_AVAILABILITY } from "./intents";

export interface KitListData {
  user: ShellUser;
  owner: { id: string; name: string };
  canRegister: boolean;
  kits: (KitRow & { editable: boolean; commandId: string | null })[];
}
/** The action's answer to a row's form it could not apply (a kit deleted meanwhile...). */
export type KitListReply = { intent: string; kitId: string; result: SubmissionResult<string[]> } | undefined;

export function KitListPage({ d, reply }: { d: KitListData; reply?: KitListReply }) {
  return (
    <Shell user={d.user}>
      <h1>Kits</h1>
      <p>
        Kits de {d.owner.name}.{" "}
        {d.canRegister && (
          <a className="button" href="/kits/cadastro/0">
            Cadastrar kit
          </a>
        )}
      </p>
      {d.kits.length === 0 ? (
        <p className="notice">Nenhum kit cadastrado.</p>
      ) : (
        <KitTable caption="Kits" last="Disponível">
          {d.kits.map((k) => (
            <KitTableRow
              key={k.id}
              kit={k}
              name={k.editable ? <a href={`/kits/editar/${k.id}`}>{k.name}</a> : k.name}
              lastLabel="Disponível"
              last={
                <Availability
                  kit={k}
                  csrf={d.user.csrf}
                  errors={reply?.intent === SET_AVAILABILITY && reply.kitId === k.id ? allErrorsOf(reply.result) : []}
                />
              }
            />
          ))}
        </KitTable>
      )}
    </Shell>
  );
}

/** "Sim"/"Não", and for who may edit the kit a one-click form that turns it. */
function Availability({ kit, csrf, errors }: { kit: KitListData["kits"][number]; csrf: string; errors: string[] }) {
  const label = kit.available ? "Marcar indisponível" : "Marcar disponível";
  return (
    <div>
      {kit.available ? "Sim" : "Não"}
      {kit.editable && kit.commandId && (
        <Form method="post" aria-label={`Disponibilidade de ${kit.name}`}>
          <Hidden intent={SET_AVAILABILITY} csrf={csrf} commandId={kit.commandId} kitId={kit.id} available={String(!kit.available)} />
          <FormErrors errors={errors} />
          <button type="submit" className="secondary">
            {label}
          </button>
        </Form>
      )}
    </div>
  );
}
