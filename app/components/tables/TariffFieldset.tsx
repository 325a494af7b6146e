// The tariff's pieces the tariff pages share: the form (register on /tabelas/tarifas, edit on
// /tabelas/tarifas/editar/:tid: the same fields, button and reply handling) and a tariff's cells in
// a table (the list on /tabelas/tarifas and the import preview's sample).
import type { FormMetadata } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { InputField } from "~/components/forms/Field";
import { IntentForm, useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { dayBr } from "../../../domain/tables/values";
import { MODALITIES, SUBGROUPS, tariffSchema } from "~/lib/tables/tariff-forms";

export const rsKwh = (n: number) => `R$ ${n.toLocaleString("pt-BR", { minimumFractionDigits: 5, maximumFractionDigits: 6 })}`;

/** "01/07/2026 a 30/06/2027" or "desde 01/07/2026" (dates aaaa-mm-dd). */
export const validity = (validFrom: string, validTo: string | null) =>
  validTo ? `${dayBr(validFrom)} a ${dayBr(validTo)}` : `desde ${dayBr(validFrom)}`;

export interface TariffSummary {
  distributor: string;
  subgroup: string;
  modality: string;
  tariffClass: string;
  post: string;
  te: number;
  tusd: number;
}

/** The columns of tariffCells, in its order. */
export const TARIFF_COLUMNS = ["Distribuidora", "Subgrupo", "Modalidade", "Classe", "Posto", "TE", "TUSD"];
const dash = (s: string) => s || "—";
/** A tariff's cells under TARIFF_COLUMNS: an empty subgroup, modality, class or post is "—", values in R$/kWh. */
export const tariffCells = (t: TariffSummary): ReactNode[] => [
  t.distributor,
  dash(t.subgroup),
  dash(t.modality),
  dash(t.tariffClass),
  dash(t.post),
  rsKwh(t.te),
  rsKwh(t.tusd),
];

/** The tariff form of `intent` ("register", "edit"), with the action's reply when it is this form's. */
export function TariffForm({
  intent,
  title,
  csrf,
  commandId,
  defaults,
}: {
  intent: string;
  title: string;
  csrf: string;
  commandId: string;
  defaults: Record<string, string>;
}) {
  const reply = useActionData() as ActionReply;
  const [form] = useIntentForm(intent, tariffSchema, reply, defaults);
  return (
    <IntentForm form={form} intent={intent} csrf={csrf} commandId={commandId} title={title} submit="Salvar tarifa">
      <TariffFieldset form={form} />
    </IntentForm>
  );
}

export function TariffFieldset({ form }: { form: FormMetadata<Record<string, string>, string[]> }) {
  const f = form.getFieldset();
  return (
    <div className="form-grid">
      <div>
        <InputField label="Distribuidora" field={f.distributor} placeholder="Ex.: CEMIG-D" />
      </div>
      <div>
        <InputField label="Subgrupo" field={f.subgroup} list="subgrupos" placeholder="Ex.: B1" />
        <datalist id="subgrupos">
          {SUBGROUPS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <div>
        <InputField label="Modalidade tarifária" field={f.modality} list="modalidades" placeholder="Ex.: Convencional" />
        <datalist id="modalidades">
          {MODALITIES.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <div>
        <InputField label="Classe" field={f.tariffClass} placeholder="Ex.: Residencial" />
      </div>
      <div>
        <InputField label="Posto tarifário" field={f.post} placeholder="Vazio: não se aplica" />
      </div>
      <div>
        <InputField label="TE (R$/kWh)" field={f.te} inputMode="decimal" placeholder="Ex.: 0,30120" />
      </div>
      <div>
        <InputField label="TUSD (R$/kWh)" field={f.tusd} inputMode="decimal" placeholder="Ex.: 0,51234" />
      </div>
      <div>
        <InputField label="Parcela Fio B (% da TUSD)" field={f.fioBShare} inputMode="decimal" placeholder="Ex.: 28" />
      </div>
      <div>
        <InputField label="Início da vigência" field={f.validFrom} placeholder="dd/mm/aaaa" inputMode="numeric" />
      </div>
      <div>
        <InputField label="Fim da vigência" field={f.validTo} placeholder="dd/mm/aaaa (opcional)" inputMode="numeric" />
      </div>
    </div>
  );
}
