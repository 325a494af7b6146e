// The customisation step: the final proposal's sections and texts.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Hidden, type ActionReply } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { Shell } from "~/components/Shell";
import { CustomizationFields } from "~/components/proposal/CustomizationFields";
import { formatCount } from "~/lib/proposal-format";
import { customizationSchema } from "~/lib/proposal-presentation-forms";
import type { customizationLoader } from "./page.server";
import { ViewProposalLink } from "~/components/proposal-final/ViewProposalLink";
import { requiredFields } from "~/components/forms/required-fields";

export function CustomizationPage() {
  const d = useLoaderData<typeof customizationLoader>();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useForm({
    id: "form-customize",
    lastResult: reply?.intent === "customize" ? reply.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: d.defaultValue,
    constraint: requiredFields(customizationSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customizationSchema }),
  });
  return (
    <Shell user={d.user}>
      <h1>Proposta {formatCount(d.proposal.count)}: personalização</h1>
      <p className="p-steps" aria-label="Etapas">
        … → 5. <Link to={d.validityHref}>Validação</Link> → <strong>6. Personalização</strong>
      </p>
      <p>
        Cliente: <strong>{d.proposal.customerName}</strong>.{" "}
        {d.fromDefaults ? "Os valores abaixo são os padrões da empresa." : "Os valores abaixo são os desta proposta."}
        {d.defaultsHref && (
          <>
            {" "}
            <Link to={d.defaultsHref}>Padrões da empresa</Link>
          </>
        )}
      </p>
      <section className="card-panel wide">
        <Form method="post" className="p-form" {...getFormProps(form)} aria-labelledby="customize-title">
          <h2 id="customize-title">O que a proposta mostra</h2>
          <Hidden csrf={d.user.csrf} commandId={d.commandId} />
          <ErrorSummary form={form} />
          <CustomizationFields sections={fields.sections} texts={fields.texts} />
          <p>
            <button type="submit">Salvar e concluir</button>
          </p>
        </Form>
      </section>
      <ViewProposalLink href={d.finalHref} />
    </Shell>
  );
}
