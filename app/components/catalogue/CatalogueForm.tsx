// The catalogue form of /…/registro and /…/editar/:id: one input or select per field, named as the
// spec's field (manufacturer, power, iPower, iMonitoring…). A plain POST without JS (the server
// checks everything and keeps what was typed); with JS conform validates the required fields first.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { InputField, SelectField, type AnyField } from "~/components/forms/Field";
import { Hidden, useSchemaForm } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { catalogueSaveSchema, KINDS, type CatalogueKind } from "~/lib/catalogue-kinds";

export function CatalogueForm(p: {
  kind: CatalogueKind;
  csrf: string;
  commandId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: Record<string, string>;
  submitLabel: string;
}) {
  const k = KINDS[p.kind];
  const schema = useMemo(() => catalogueSaveSchema(p.kind), [p.kind]);
  const [form, fields] = useSchemaForm(schema, { id: `form-${p.kind}`, lastResult: p.lastResult, defaultValue: p.defaults });
  const all = fields as unknown as Record<string, AnyField>;
  return (
    <Form method="post" className="card-panel" {...getFormProps(form)} aria-label={p.submitLabel}>
      <Hidden intent="save" csrf={p.csrf} commandId={p.commandId} />
      <ErrorSummary form={form} />
      <div className="grid2">
        {k.fields.map((f) => {
          const field = all[f.name]!;
          const label = f.required ? `${f.label} *` : f.label;
          return (
            <div key={f.name}>
              {f.options ? (
                <SelectField label={label} field={field} options={f.options} />
              ) : (
                <InputField label={label} field={field} inputMode={f.numeric ? "decimal" : undefined} autoComplete="off" />
              )}
              {f.hint && <small className="muted">{f.hint}</small>}
            </div>
          );
        })}
      </div>
      <p>
        <button type="submit">{p.submitLabel}</button>
      </p>
    </Form>
  );
}
