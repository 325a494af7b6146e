import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { LEAD_TEMPERATURES, UC_TYPES } from "../../domain/shared";
import { FieldError } from "./FieldError";

// Any field of the sale form (edit and new item schemas differ in intent and column only).
type F = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** The sale fields of /vendas/registro and /vendas/editar, named as the spec's payload. */
export function SaleFields({
  fields,
  customers,
  nameLabel = "Nome da venda",
}: {
  fields: Record<string, F>;
  customers: { id: string; name: string }[];
  nameLabel?: string;
}) {
  return (
    <>
      <label htmlFor={fields.name.id}>{nameLabel}</label>
      <input {...getInputProps(fields.name, { type: "text" })} />
      <FieldError field={fields.name} />
      <div className="grid2">
        <div>
          <label htmlFor={fields.amount.id}>Valor (R$)</label>
          <input {...getInputProps(fields.amount, { type: "text" })} inputMode="decimal" placeholder="0,00" />
          <FieldError field={fields.amount} />
        </div>
        <div>
          <label htmlFor={fields.leadTemperature.id}>Temperatura</label>
          <select {...getSelectProps(fields.leadTemperature)}>
            {Object.entries(LEAD_TEMPERATURES)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
          </select>
          <FieldError field={fields.leadTemperature} />
        </div>
      </div>
      <div className="grid2">
        <div>
          <label htmlFor={fields.customer.id}>Cliente</label>
          <select {...getSelectProps(fields.customer)}>
            <option value="">— Nenhum / novo cliente —</option>
            {customers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError field={fields.customer} />
        </div>
        <div>
          <label htmlFor={fields.customerName.id}>Novo cliente (nome)</label>
          <input {...getInputProps(fields.customerName, { type: "text" })} />
          <FieldError field={fields.customerName} />
        </div>
      </div>
      <div className="grid2">
        <div>
          <label htmlFor={fields.validityDate.id}>Validade</label>
          <input {...getInputProps(fields.validityDate, { type: "date" })} />
          <FieldError field={fields.validityDate} />
        </div>
        <div>
          <label htmlFor={fields.power.id}>Potência (kWp)</label>
          <input {...getInputProps(fields.power, { type: "text" })} inputMode="decimal" />
          <FieldError field={fields.power} />
        </div>
      </div>
      <label htmlFor={fields.ucType.id}>Tipo de UC</label>
      <select {...getSelectProps(fields.ucType)}>
        <option value="">—</option>
        {UC_TYPES.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </select>
      <FieldError field={fields.ucType} />
    </>
  );
}
