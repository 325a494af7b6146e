// The company's proposal defaults: sections, texts, colours and the logo.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/forms/Field";
import { Hidden, type ActionReply } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { Shell } from "~/components/Shell";
import { CustomizationFields } from "~/components/proposal/CustomizationFields";
import { COLOR_LABELS } from "../../../domain/proposal-defaults";
import { defaultsSchema } from "~/lib/proposal-presentation-forms";
import type { defaultsLoader } from "./page.server";
import { LogoSection } from "./LogoSection";
import { requiredFields } from "~/components/forms/required-fields";

export function DefaultsPage() {
  const d = useLoaderData<typeof defaultsLoader>();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useForm({
    id: "form-defaults",
    lastResult: reply?.intent === "defaults" ? reply.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: d.defaultValue,
    constraint: requiredFields(defaultsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: defaultsSchema }),
  });
  return (
    <Shell user={d.user}>
      <h1>Personalizar proposta</h1>
      <p>Os padrões da empresa: cada nova proposta começa a etapa de personalização com estas seções e textos.</p>
      <LogoSection
        logo={d.logo}
        maxLogo={d.maxLogo}
        csrf={d.user.csrf}
        logoCommandId={d.logoCommandId}
        removeLogoCommandId={d.removeLogoCommandId}
        reply={reply}
      />
      <section className="card-panel wide">
        <Form method="post" className="p-form" {...getFormProps(form)} aria-labelledby="defaults-title">
          <h2 id="defaults-title">Padrões das propostas</h2>
          <Hidden csrf={d.user.csrf} commandId={d.commandId} />
          <ErrorSummary form={form} />
          <CustomizationFields sections={fields.sections} texts={fields.texts} />
          <fieldset>
            <legend>Cores da proposta</legend>
            <div className="p-grid">
              <div className="p-field">
                <InputField label={`${COLOR_LABELS.primaryColor} (#rrggbb)`} field={fields.primaryColor} autoComplete="off" placeholder="#05445e" />
              </div>
              <div className="p-field">
                <InputField
                  label={`${COLOR_LABELS.secondaryColor} (#rrggbb)`}
                  field={fields.secondaryColor}
                  autoComplete="off"
                  placeholder="#189ab4"
                />
              </div>
            </div>
          </fieldset>
          <p>
            <button type="submit">Salvar padrões</button>
          </p>
        </Form>
      </section>
    </Shell>
  );
}
