// preco-auto, preco-manual, preco-editar: the kit discount (and the typed final price), what saving
// would store (the price and its 25-year viability) and "Salvar preço". "Recalcular" posts the same
// form without saving: the figures come back for the typed values (no JS needed).
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { Hidden } from "~/components/forms/intent-form";
import { formatCentavos, formatPercent } from "~/lib/pricing-settings-labels";
import { formatCount } from "~/lib/proposal-format";
import { DISCOUNT, FINAL_PRICE } from "~/lib/proposal-pricing-forms";
import type { priceLoader, PricingReply } from "~/lib/proposal-pricing.server";
import { TextField, WizardErrorSummary } from "./fields";
import { CALC_LABELS, MODE_LABELS, PricingFigures, TYPE_LABELS } from "./PricingFigures";
import { PricingStepNotices } from "./PricingStepNotices";
import { ViabilitySummary } from "./ViabilitySummary";
import { moneyInputHandlers } from "~/components/forms/MoneyField";

type Data = Awaited<ReturnType<typeof priceLoader>>;
export type PricingPageReply = (Omit<PricingReply, "result"> & { result?: SubmissionResult<string[]> }) | undefined;

const TITLES = { auto: "preço automático", manual: "preço manual", edit: "editar o preço automático" } as const;

export function PricingPage({ d, reply }: { d: Data; reply: PricingPageReply }) {
  const p = d.proposal;
  const errors: Record<string, string[] | null | undefined> = { ...mapErrors(d.typedErrors), ...(reply?.result?.error ?? {}) };
  const values = reply?.values ?? d.typed;
  const preview = reply && "preview" in reply ? reply.preview : d.preview;
  const auto = reply && "auto" in reply ? reply.auto : d.auto;
  const ready = p.hasKit && p.hasGeneration;
  const { stdKitDiscount, maxKitDiscount } = d.discounts;
  return (
    <Shell user={d.user}>
      <h1>
        Proposta {formatCount(p.count)}: {TITLES[d.page]}
      </h1>
      <p className="p-steps" aria-label="Etapas">
        1. Dados de consumo → 2. Escolha do kit → 3. Geração → <strong>4. Preço</strong> → 5. Validação
      </p>
      <p>
        <Link to={d.paths.choose}>Voltar à escolha da precificação</Link>
      </p>
      <PricingStepNotices p={p} paths={d.paths} />
      <section className="card-panel wide" aria-labelledby="preco">
        <h2 id="preco">Preço</h2>
        <p className="hint">
          {p.customerName} · {p.kitName ?? "sem kit"}
          {p.power !== null && <> · {String(p.power).replace(".", ",")} kWp</>} · precificação {TYPE_LABELS[d.type] ?? d.type}
          {d.type === "SIMPLE" && <> ({CALC_LABELS[d.calc] ?? d.calc})</>}
        </p>
        {ready && (
          <Form method="post" className="p-form" aria-label="Preço da proposta" id="pricing" noValidate>
            <Hidden csrf={d.user.csrf} commandId={d.commandId} />
            {/* Enter saves: the first submit button of the form is the default one. */}
            <button type="submit" name="intent" value="save-price" className="visually-hidden" tabIndex={-1} aria-hidden="true">
              Salvar preço
            </button>
            {/* ADR 019: the step's own errors, then "Corrija N campos:" with a link per field (the server's reply only). */}
            <WizardErrorSummary
              formId="pricing"
              errors={reply?.result?.error ?? {}}
              labelOf={(n) => (n === DISCOUNT ? "Desconto do kit (%)" : n === FINAL_PRICE ? "Preço final (R$)" : n)}
            />
            <div className="p-grid">
              <TextField
                label="Desconto do kit (%)"
                name={DISCOUNT}
                value={values.discount}
                errors={errors}
                inputMode="decimal"
                placeholder={String(stdKitDiscount).replace(".", ",")}
                hint={`Padrão ${formatPercent(stdKitDiscount)}, máximo ${formatPercent(maxKitDiscount)}.`}
              />
              {d.page !== "auto" && (
                <TextField
                  label="Preço final (R$)"
                  name={FINAL_PRICE}
                  value={values.finalPrice}
                  errors={errors}
                  inputMode="decimal"
                  placeholder="15.000,00"
                  autoComplete="off"
                  {...moneyInputHandlers()}
                  required
                />
              )}
            </div>
            <p className="p-actions">
              <button type="submit" name="intent" value="preview" className="secondary">
                Recalcular
              </button>{" "}
              <button type="submit" name="intent" value="save-price">
                Salvar preço
              </button>
            </p>
          </Form>
        )}
        {auto && auto.ok && d.page !== "auto" && (
          <p className="hint" data-testid="auto-price">
            Preço automático: {formatCentavos(auto.figures.revenueData.finalPrice)}
          </p>
        )}
        {preview && !preview.ok && (
          <p className="form-error" role="alert">
            {preview.message}
          </p>
        )}
        {preview && preview.ok && <PricingFigures revenue={preview.figures.revenueData} breakdown={d.rights.breakdown} caption="Preço calculado" />}
      </section>
      {preview && preview.ok && <ViabilitySummary v={preview.figures.viability} inflation={d.inflation} />}
      {d.saved && (
        <section className="card-panel wide mt-1" aria-labelledby="salvo">
          <h2 id="salvo">Preço salvo ({MODE_LABELS[d.saved.mode]})</h2>
          <PricingFigures revenue={d.saved.revenueData} breakdown={d.rights.breakdown} caption="Preço salvo" />
          <p className="hint">
            Retorno do preço salvo: {d.saved.viability.paybackMonths === null ? "não se paga em 25 anos" : `${d.saved.viability.paybackMonths} meses`}
            .
          </p>
        </section>
      )}
    </Shell>
  );
}

const mapErrors = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]]));
