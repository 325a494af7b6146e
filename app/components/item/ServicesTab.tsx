// The Serviços tab of an after-sales item (spec part 2 §2, §3; ADR 026): the service order number,
// the service lines with their totals, a form to add one and, per line, edit and remove forms. Plain
// POST forms with the loader's commandIds: everything works without JavaScript.
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SERVICE_LINE_TYPE_LABELS } from "../../../domain/after-sales/shapes";
import { formatBRL, formatDateBR, formatNumber5, moneyInputValue } from "../../../domain/shared";
import { addServiceLineSchema, editServiceLineSchema, generateAfterSalesProposalSchema } from "~/lib/after-sales-forms";
import type { ServiceLineView, ServicesTabData } from "~/lib/after-sales.server";
import type { itemLoader } from "~/lib/item-page.server";
import { InputField, SelectField } from "~/components/forms/Field";
import { ServiceLinesTable } from "~/components/after-sales/ServiceLinesTable";
import { compRows, PriceCompsFields, PriceCompSuggestions, priceCompLabels, useListForm } from "~/components/after-sales/PriceCompsFields";
import { MoneyField } from "~/components/forms/MoneyField";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FormErrors, Hidden, useSchemaForm, type ActionReply } from "~/components/forms/intent-form";
import { formErrorsOf } from "~/components/forms/reply-errors";

type LoaderData = Awaited<ReturnType<ReturnType<typeof itemLoader>>>;
const TYPE_OPTIONS = Object.entries(SERVICE_LINE_TYPE_LABELS);
const LABELS = { serviceName: "Nome do serviço", serviceType: "Tipo", quantity: "Quantidade", price: "Valor unitário (R$)" };
/** Component rows a form offers without JS (ADR 029). */
const COMP_ROWS = 3;
const PRICE_HINT = "Com componentes, deixe em branco: o valor é a soma deles.";

export function ServicesTab({ data }: { data: ServicesTabData }) {
  const reply = useActionData() as ActionReply;
  const { commandIds } = useLoaderData<LoaderData>();
  return (
    <section className="card-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">Serviços</h2>
      <p>
        Ordem de serviço: <strong>{data.serviceOrder === null ? "—" : formatNumber5(data.serviceOrder)}</strong>
      </p>
      {data.lines.length === 0 ? (
        <p className="notice">Nenhum serviço.</p>
      ) : (
        <ServiceLinesTable
          caption={<caption className="visually-hidden">Serviços do item</caption>}
          lines={data.lines.map((l) => ({ ...l, key: l.id }))}
          total={data.total}
          totalLabel="Total dos serviços"
        />
      )}
      {data.lines.length > 0 && (
        <ul className="service-line-forms" aria-label="Editar serviços">
          {data.lines.map((l) => (
            <ServiceLineRow key={l.id} line={l} reply={reply} />
          ))}
        </ul>
      )}
      <PriceCompSuggestions />
      {/* Keyed by the load's command id: after an add (with JS the page is not reloaded) the form starts empty again. */}
      <AddServiceLineForm key={commandIds["add-service-line"]} catalogue={data.catalogue} reply={reply} />
      <GenerateProposalForm data={data} reply={reply} />
      <h3 id="as-proposals-title">Propostas de pós-venda</h3>
      {data.proposals.length === 0 ? (
        <p className="notice">Nenhuma proposta de pós-venda gerada.</p>
      ) : (
        <ul aria-labelledby="as-proposals-title">
          {data.proposals.map((p) => (
            <li key={p.id}>
              <Link to={p.href}>Proposta {formatNumber5(p.number)}</Link> · {p.templateName} · {formatBRL(p.total)} · válida até{" "}
              {formatDateBR(p.validUntil)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddServiceLineForm({ catalogue, reply }: { catalogue: string[]; reply: ActionReply }) {
  const { user, commandIds } = useLoaderData<LoaderData>();
  const [form, fields] = useListForm(addServiceLineSchema, {
    id: "form-add-service-line",
    lastResult: reply?.intent === "add-service-line" ? reply.result : undefined,
    defaultValue: { serviceName: "", serviceType: "SERVICE", quantity: "", price: "", priceComps: compRows([], COMP_ROWS) },
  });
  const labels = { ...LABELS, ...priceCompLabels(fields.priceComps.getFieldList().length) };
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="add-service-title">
      <h3 id="add-service-title">Adicionar serviço</h3>
      <Hidden intent="add-service-line" csrf={user.csrf} commandId={commandIds["add-service-line"]} />
      <ErrorSummary form={form} labels={labels} />
      <InputField label={LABELS.serviceName} field={fields.serviceName} list="after-sales-catalogue" />
      <datalist id="after-sales-catalogue">
        {catalogue.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <SelectField label={LABELS.serviceType} field={fields.serviceType} options={TYPE_OPTIONS} />
      <InputField label={LABELS.quantity} field={fields.quantity} inputMode="numeric" aria-describedby="service-quantity-hint" />
      <p className="hint" id="service-quantity-hint">
        Fornecimento: quantidade de unidades do produto (1 se vazio). Serviço: opcional.
      </p>
      <MoneyField label={LABELS.price} field={fields.price} />
      <p className="hint" id="service-price-hint">
        {PRICE_HINT}
      </p>
      <PriceCompsFields form={form} field={fields.priceComps} idPrefix="add-service" />
      <p>
        <button type="submit">Adicionar serviço</button>
      </p>
    </Form>
  );
}

function ServiceLineRow({ line, reply }: { line: ServiceLineView; reply: ActionReply }) {
  const { user, commandIds } = useLoaderData<LoaderData>();
  const mine = (intent: string) =>
    reply?.intent === intent && (reply.result.initialValue as Record<string, unknown> | undefined)?.lineId === line.id ? reply.result : undefined;
  const [form, fields] = useListForm(editServiceLineSchema, {
    id: `form-edit-service-line-${line.id}`,
    lastResult: mine("edit-service-line"),
    defaultValue: {
      lineId: line.id,
      serviceName: line.serviceName,
      serviceType: line.serviceType,
      quantity: line.quantity === null ? "" : String(line.quantity),
      // Priced by components: the price follows them, so it is left blank (ADR 029).
      price: line.priceComps.length ? "" : moneyInputValue(line.price),
      priceComps: compRows(
        line.priceComps.map((c) => ({ label: c.label, value: moneyInputValue(c.value) })),
        COMP_ROWS,
      ),
    },
  });
  const labels = { ...LABELS, ...priceCompLabels(fields.priceComps.getFieldList().length) };
  const open = Boolean(mine("edit-service-line"));
  return (
    <li aria-label={line.serviceName}>
      <details open={open}>
        <summary>Editar {line.serviceName}</summary>
        <Form method="post" {...getFormProps(form)} aria-label={`Editar serviço ${line.serviceName}`}>
          <Hidden intent="edit-service-line" csrf={user.csrf} commandId={commandIds["edit-service-line"]} lineId={line.id} />
          <ErrorSummary form={form} labels={labels} />
          <InputField label={LABELS.serviceName} field={fields.serviceName} />
          <SelectField label={LABELS.serviceType} field={fields.serviceType} options={TYPE_OPTIONS} />
          <InputField label={LABELS.quantity} field={fields.quantity} inputMode="numeric" />
          <MoneyField label={LABELS.price} field={fields.price} placeholder={line.priceComps.length ? "soma dos componentes" : "0,00"} />
          <PriceCompsFields form={form} field={fields.priceComps} idPrefix={`edit-${line.id}`} />
          <p>
            <button type="submit" className="secondary">
              Salvar serviço
            </button>
          </p>
        </Form>
      </details>
      <Form method="post" aria-label={`Remover serviço ${line.serviceName}`}>
        <Hidden intent="remove-service-line" csrf={user.csrf} commandId={commandIds["remove-service-line"]} lineId={line.id} />
        <FormErrors errors={formErrorsOf(mine("remove-service-line"))} />
        <button type="submit" className="danger">
          Remover {line.serviceName}
        </button>
      </Form>
    </li>
  );
}

/** "Gerar proposta de pós-venda" (spec part 2 §5): template required, validity in days at least 1. */
function GenerateProposalForm({ data, reply }: { data: ServicesTabData; reply: ActionReply }) {
  const { user, commandIds } = useLoaderData<LoaderData>();
  const [form, fields] = useSchemaForm(generateAfterSalesProposalSchema, {
    id: "form-generate-after-sales-proposal",
    lastResult: reply?.intent === "generate-after-sales-proposal" ? reply.result : undefined,
    defaultValue: { templateId: "", validityDays: String(data.defaultValidityDays) },
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="generate-as-title">
      <h3 id="generate-as-title">Gerar proposta de pós-venda</h3>
      <Hidden intent="generate-after-sales-proposal" csrf={user.csrf} commandId={commandIds["generate-after-sales-proposal"]} />
      <ErrorSummary form={form} labels={{ templateId: "Template", validityDays: "Validade (dias)" }} />
      <SelectField label="Template" field={fields.templateId} blank="Selecione" options={data.templates.map((t) => [t.id, t.name] as const)} />
      {data.templates.length === 0 && (
        <p className="hint">
          Nenhum template cadastrado: <Link to="/pos-venda/templates">crie um em Templates de pós-venda</Link>.
        </p>
      )}
      <InputField label="Validade (dias)" field={fields.validityDays} inputMode="numeric" />
      <p>
        <button type="submit" className="success">
          Gerar proposta
        </button>{" "}
        <Link to="/pos-venda/templates">Templates de pós-venda</Link>
      </p>
    </Form>
  );
}
