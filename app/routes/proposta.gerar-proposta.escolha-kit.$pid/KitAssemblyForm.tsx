// "Montar kit": a module of the company's catalogue and how many, one or more inverters, optional
// equipment, the kit's cost and options. A plain form (no JS needed): "Adicionar inversor" and
// "Adicionar equipamento" post it back with one more row, what was typed kept; "Montar kit e
// continuar" sends AssembleKit (the power is computed on the server) and opens the generation step.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { KIT_FIXATIONS, KIT_SUPPLIERS, KIT_VOLTAGES } from "../../../domain/kit/fields";
import {
  assemblyInverterKw,
  assemblyPowerKwp,
  type CatalogueEquipment,
  type CatalogueInverter,
  type CatalogueModule,
} from "../../../domain/proposal";
import { Hidden } from "~/components/forms/intent-form";
import { SelectField, TextField, WizardErrorSummary, type Errors } from "~/components/proposal/fields";
import { kitAssemblyFieldLabel, kitAssemblyFields, shownKitAssembly, typedQuantity, type KitAssemblyFormValues } from "~/lib/kit-assembly-form";
import { formatBRL, formatKwp } from "~/lib/kit-format";
import { moneyInputHandlers } from "~/components/forms/MoneyField";

type Preview = { powerKwp: number | null; inverterKw: number };

export type KitAssemblyReply =
  | {
      intent: string;
      key: string;
      values?: KitAssemblyFormValues;
      preview?: Preview;
      result?: SubmissionResult<string[]>;
    }
  | undefined;

const int = new Intl.NumberFormat("pt-BR");
const kw = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });
const options = (xs: readonly string[]) => xs.map((x) => [x, x] as const);

const moduleLabel = (m: CatalogueModule) => `${m.manufacturer} ${m.model} — ${int.format(m.power)} Wp`;
const inverterLabel = (v: CatalogueInverter) => `${v.iManufacturer} ${v.iModel} — ${kw.format(v.iPower / 1000)} kW (${v.type})`;
const equipmentLabel = (e: CatalogueEquipment) =>
  `${e.name}${e.manufacturer ? ` — ${e.manufacturer}` : ""} (${formatBRL(Number(e.price))}/${e.unit})`;

/** With JS, the power and the inverters' kW as the user picks (the server's own figures come with each post). */
function livePreview(form: HTMLFormElement, catalogue: { modules: CatalogueModule[]; inverters: CatalogueInverter[] }, rows: number): Preview {
  const fd = new FormData(form);
  const text = (name: string) => String(fd.get(name) ?? "");
  const line = <R extends { id: string }>(rowsOf: R[], id: string, quantity: string) => ({
    id: id || null,
    row: rowsOf.find((r) => r.id === id) ?? null,
    quantity: typedQuantity(quantity),
  });
  const module = line(catalogue.modules, text("pvModuleData[0].moduleId"), text("pvModuleData[0].quantity"));
  const inverters = Array.from({ length: rows }, (_, i) =>
    line(catalogue.inverters, text(`inverterData[${i}].inverterId`), text(`inverterData[${i}].iQuantity`)),
  );
  return { powerKwp: assemblyPowerKwp({ module }), inverterKw: assemblyInverterKw({ inverters }) };
}

export function KitAssemblyForm({
  csrf,
  commandId,
  catalogue,
  saved,
  reply,
}: {
  csrf: string;
  commandId: string;
  catalogue: { modules: CatalogueModule[]; inverters: CatalogueInverter[]; equipment: CatalogueEquipment[]; cut: boolean };
  saved: KitAssemblyFormValues;
  reply: KitAssemblyReply;
}) {
  // Remounted (keyed) by each reply: the live figures start again from the server's.
  const [live, setLive] = useState<Preview | null>(null);
  if (catalogue.modules.length === 0 || catalogue.inverters.length === 0)
    return (
      <p className="notice">
        Para montar um kit, o catálogo da empresa precisa de pelo menos um módulo e um inversor: <Link to="/modulos/registro">cadastrar módulo</Link>{" "}
        · <Link to="/inversores/registro">cadastrar inversor</Link>.
      </p>
    );
  const errors: Errors = reply?.result?.error ?? {};
  // A whole list's rule ("Inversores: escolha pelo menos um inversor") belongs to no one field: said at the top.
  const LISTS = ["pvModuleData", "inverterData", "additionalItems"];
  const summaryErrors: Errors = {
    ...Object.fromEntries(Object.entries(errors).filter(([k]) => !LISTS.includes(k))),
    "": [...(errors[""] ?? []), ...LISTS.flatMap((k) => errors[k] ?? [])],
  };
  const v = shownKitAssembly(reply?.values ?? saved);
  const modules = catalogue.modules.map((m) => [m.id, moduleLabel(m)] as const);
  const inverters = catalogue.inverters.map((i) => [i.id, inverterLabel(i)] as const);
  const equipment = catalogue.equipment.map((e) => [e.id, equipmentLabel(e)] as const);
  const qty = { inputMode: "numeric" as const, autoComplete: "off" };
  const preview = live ?? reply?.preview;
  return (
    <Form
      method="post"
      className="p-form"
      aria-label="Montar kit"
      id="kit-assembly"
      noValidate
      onChange={(e) => setLive(livePreview(e.currentTarget, catalogue, v.inverterData.length))}
    >
      <Hidden csrf={csrf} commandId={commandId} />
      {/* Enter in a field sends the kit: the first submit button of the form is the default one. */}
      <button type="submit" name="intent" value="assemble-kit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Montar kit e continuar
      </button>
      {/* ADR 019: the list rules first, then "Corrija N campos:" with a link per field in page order. */}
      <WizardErrorSummary
        formId="kit-assembly"
        errors={summaryErrors}
        labelOf={kitAssemblyFieldLabel}
        order={(names) => kitAssemblyFields(Object.fromEntries(names.map((n) => [n, errors[n]])))}
      />
      {catalogue.cut && <p className="hint">O catálogo tem mais de 500 itens num dos tipos: as listas mostram os 500 primeiros.</p>}
      <fieldset>
        <legend>Módulos</legend>
        <div className="p-grid">
          <SelectField
            label="Módulo"
            name="pvModuleData[0].moduleId"
            required
            value={v.pvModuleData[0]?.moduleId ?? ""}
            errors={errors}
            options={modules}
            blank="— escolha o módulo —"
            className="p-field p-pick"
          />
          <TextField
            label="Quantidade de módulos"
            name="pvModuleData[0].quantity"
            required
            value={v.pvModuleData[0]?.quantity ?? ""}
            errors={errors}
            {...qty}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Inversores</legend>
        {v.inverterData.map((r, i) => (
          <div className="p-grid" key={i}>
            <SelectField
              label={`Inversor ${i + 1}`}
              name={`inverterData[${i}].inverterId`}
              required={i === 0}
              value={r.inverterId}
              errors={errors}
              options={inverters}
              blank="— escolha o inversor —"
              className="p-field p-pick"
            />
            <TextField label={`Quantidade do inversor ${i + 1}`} name={`inverterData[${i}].iQuantity`} value={r.iQuantity} errors={errors} {...qty} />
          </div>
        ))}
        <button type="submit" name="intent" value="add-inverter" className="secondary" formNoValidate>
          Adicionar inversor
        </button>
      </fieldset>
      <fieldset>
        <legend>Equipamentos (opcional)</legend>
        {catalogue.equipment.length === 0 ? (
          <p className="hint">
            O catálogo não tem equipamentos (estruturas, string box, cabos): <Link to="/equipamentos/registro">cadastrar equipamento</Link>.
          </p>
        ) : (
          <>
            {v.additionalItems.map((r, i) => (
              <div className="p-grid" key={i}>
                <SelectField
                  label={`Equipamento ${i + 1}`}
                  name={`additionalItems[${i}].equipmentId`}
                  value={r.equipmentId}
                  errors={errors}
                  options={equipment}
                  blank="— nenhum —"
                  className="p-field p-pick"
                />
                <TextField
                  label={`Quantidade do equipamento ${i + 1}`}
                  name={`additionalItems[${i}].quantity`}
                  value={r.quantity}
                  errors={errors}
                  {...qty}
                />
              </div>
            ))}
            <button type="submit" name="intent" value="add-equipment" className="secondary" formNoValidate>
              Adicionar equipamento
            </button>
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>Kit</legend>
        <div className="p-grid">
          <TextField
            label="Preço do kit (custo, R$)"
            name="kitData.kitPrice"
            required
            value={v.kitData.kitPrice}
            errors={errors}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            {...moneyInputHandlers()}
            hint="O custo do kit inteiro: módulos, inversores e equipamentos."
          />
          <SelectField label="Fornecedor" name="kitData.kitSupplier" value={v.kitData.kitSupplier} errors={errors} options={options(KIT_SUPPLIERS)} />
          <SelectField label="Tensão (V)" name="kitData.kitVoltage" value={v.kitData.kitVoltage} errors={errors} options={options(KIT_VOLTAGES)} />
          <SelectField
            label="Tipo de instalação"
            name="kitData.kitFixation"
            value={v.kitData.kitFixation}
            errors={errors}
            options={options(KIT_FIXATIONS)}
          />
          <TextField
            label="Nome do kit (opcional)"
            name="name"
            value={v.name}
            errors={errors}
            autoComplete="off"
            hint="Vazio: “Kit montado”, a potência e o módulo."
          />
        </div>
      </fieldset>
      {preview && (
        <p role="status" aria-label="Potência do kit montado">
          {preview.powerKwp === null ? (
            "Potência do kit: escolha o módulo e a quantidade."
          ) : (
            <>
              Potência do kit: <strong>{formatKwp(preview.powerKwp)}</strong>
            </>
          )}
          {preview.inverterKw > 0 && <> · Inversores: {kw.format(preview.inverterKw)} kW</>}
        </p>
      )}
      <p className="p-actions">
        <button type="submit" name="intent" value="assemble-kit">
          Montar kit e continuar
        </button>
      </p>
    </Form>
  );
}
