// The validation step: the proposal's summary and its validity date.
import { useActionData, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/forms/Field";
import { IntentForm, useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { Shell } from "~/components/Shell";
import { ValiditySummary } from "~/components/proposal/ValiditySummary";
import { formatCount } from "~/lib/proposal-format";
import { validitySchema } from "~/lib/proposal-presentation-forms";
import type { validityLoader } from "./page.server";
import { ViewProposalLink } from "~/components/proposal-final/ViewProposalLink";

export function ValidityPage() {
  const d = useLoaderData<typeof validityLoader>();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useIntentForm("validity", validitySchema, reply, { validityDate: d.validityDate });
  return (
    <Shell user={d.user}>
      <h1>Proposta {formatCount(d.proposal.count)}: validação</h1>
      <p className="p-steps" aria-label="Etapas">
        … → 4. Preço → <strong>5. Validação</strong> → 6. Personalização
      </p>
      <ValiditySummary p={d.proposal} pricingHref={d.pricingHref} />
      <section className="card-panel wide mt-1">
        <IntentForm form={form} intent="validity" csrf={d.user.csrf} commandId={d.commandId} title="Validade da proposta" submit="Salvar e continuar">
          <div className="p-field">
            <InputField
              label="Válida até (dd/mm/aaaa)"
              field={fields.validityDate}
              inputMode="numeric"
              placeholder="dd/mm/aaaa"
              autoComplete="off"
              aria-describedby={`${fields.validityDate.errorId} validity-hint`}
            />
            <span className="hint" id="validity-hint">
              Hoje é {d.today}; a data não pode ser anterior a hoje.
            </span>
          </div>
        </IntentForm>
      </section>
      <ViewProposalLink href={d.finalHref} />
    </Shell>
  );
}
