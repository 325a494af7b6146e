import type { ReactNode } from "react";
import { LEAD_TEMPERATURES, UC_TYPES } from "../../domain/shared";
import { INVERTER_TYPES } from "../../domain/item/shapes";
import { InputField, SelectField, type AnyField, type Option } from "./forms/Field";
import { MoneyField } from "./forms/MoneyField";
import { DateField } from "./forms/DateField";

const TEMPERATURES: Option[] = Object.entries(LEAD_TEMPERATURES).sort(([a], [b]) => Number(a) - Number(b));

/** The sale fields of /vendas/registro and /vendas/editar, named as the spec's payload. */
export function SaleFields({
  fields,
  nameLabel = "Nome da venda",
  customerPicker,
  enterprise = false,
}: {
  fields: Record<string, AnyField>;
  nameLabel?: string;
  /** The type-ahead customer picker (CustomerPicker; ADR 018), on the new-item and the edit forms alike. */
  customerPicker: ReactNode;
  /** ENTERPRISE companies also get the delivery date (spec part 2 §2, §6). */
  enterprise?: boolean;
}) {
  return (
    <>
      <InputField label={nameLabel} field={fields.name} />
      <div className="grid2">
        <div>
          <MoneyField label="Valor (R$)" field={fields.amount} />
        </div>
        <div>
          <SelectField label="Temperatura" field={fields.leadTemperature} options={TEMPERATURES} />
        </div>
      </div>
      {customerPicker}
      <div className="grid2">
        <div>
          <DateField label="Validade" field={fields.validityDate} />
        </div>
        <div>
          <InputField label="Potência (kWp)" field={fields.power} inputMode="decimal" />
        </div>
      </div>
      <SelectField label="Tipo de UC" field={fields.ucType} blank="—" options={UC_TYPES} />
      <SystemFields fields={fields} enterprise={enterprise} />
    </>
  );
}

/** Issue 20: the system and schedule fields of spec part 2 §3 (modules, inverters, distance, roof, dates). */
function SystemFields({ fields, enterprise }: { fields: Record<string, AnyField>; enterprise: boolean }) {
  return (
    <fieldset className="sale-system-fields">
      <legend>Sistema e prazos</legend>
      <div className="grid2">
        <div>
          <InputField label="Qtd. de módulos" field={fields.modsQtd} inputMode="numeric" />
        </div>
        <div>
          <InputField label="Qtd. de inversores" field={fields.invQtd} inputMode="numeric" />
        </div>
      </div>
      <div className="grid2">
        <div>
          <InputField label="Distância (km)" field={fields.distance} inputMode="decimal" />
        </div>
        <div>
          <InputField label="Altura do telhado (m)" field={fields.roofHight} inputMode="decimal" />
        </div>
      </div>
      <div className="grid2">
        <div>
          <SelectField label="Tipo de inversor" field={fields.inverterType} blank="—" options={INVERTER_TYPES} />
        </div>
        <div>
          <DateField label="Prazo" field={fields.dueDate} />
        </div>
      </div>
      {enterprise && <DateField label="Data de entrega" field={fields.deliveryDate} />}
    </fieldset>
  );
}
