// The tariff form's fields (register on /tabelas/tarifas, edit on /tabelas/tarifas/editar/:tid).
import type { FormMetadata } from "@conform-to/react";
import { InputField } from "~/components/forms/Field";
import { MODALITIES, SUBGROUPS } from "~/lib/tables/tariff-forms";

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
