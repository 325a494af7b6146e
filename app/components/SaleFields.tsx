import type { ReactNode } from "react";
import { LEAD_TEMPERATURES, UC_TYPES } from "../../domain/shared";
import { InputField, SelectField, type AnyField, type Option } from "./forms/Field";
import { MoneyField } from "./forms/MoneyField";
import { DateField } from "./forms/DateField";

const TEMPERATURES: Option[] = Object.entries(LEAD_TEMPERATURES).sort(([a], [b]) => Number(a) - Number(b));

/** The sale fields of /vendas/registro and /vendas/editar, named as the spec's payload. */
export function SaleFields({
  fields,
  nameLabel = "Nome da venda",
  customerPicker,
}: {
  fields: Record<string, AnyField>;
  nameLabel?: string;
  /** The type-ahead customer picker (CustomerPicker; ADR 018), on the new-item and the edit forms alike. */
  customerPicker: ReactNode;
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
    </>
  );
}
