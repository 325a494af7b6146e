// One consumer unit of the consumption form (spec part 3 §3 energyBillData): name, type, the group B
// connection, the 12 months, the tariffs and finViabilityData; the group A fields (peak months,
// demands) in a section that is open when the proposal is group A or one of them has an error.
import { CLASSIFICATIONS, defaultSimultaneityFactor, MINIMUM_BILLED_KWH, PHASE_LABELS, PHASES, PROPOSAL_UC_TYPES } from "../../../domain/proposal";
import type { SimultaneityDefaults, UcType } from "../../../domain/proposal";
import type { UnitFormValues } from "~/lib/proposal-forms";
import { FieldError, SelectField, TextField, type Errors } from "./fields";
import { MonthInputs } from "./MonthInputs";

const PHASE_OPTIONS = PHASES.map((p) => [p, `${PHASE_LABELS[p]} (mínimo ${MINIMUM_BILLED_KWH[p]} kWh)`] as const);
const UC_OPTIONS = PROPOSAL_UC_TYPES.map((t) => [t, t] as const);
const CLASS_OPTIONS = CLASSIFICATIONS.map((c) => [c, c] as const);
const GROUP_A_FIELDS = [
  "classification",
  "monthlyConsumptionPeak",
  "monthsPeakPaste",
  "kwhPricePeak",
  "tusdPeak",
  "demand",
  "demandTariff",
  "demandPeak",
  "demandTariffPeak",
  "demandGen",
  "demandTariffTusdG",
];

export function UnitFieldset({
  index,
  unit,
  errors,
  group,
  simultaneity,
}: {
  index: number;
  unit: UnitFormValues;
  errors: Errors;
  group: string;
  simultaneity: SimultaneityDefaults;
}) {
  const p = `energyBillData[${index}]`;
  const isA = group === "A";
  const groupAError = Object.keys(errors).some((k) => errors[k]?.length && GROUP_A_FIELDS.some((f) => k.startsWith(`${p}.${f}`)));
  const sfDefault = (PROPOSAL_UC_TYPES as readonly string[]).includes(unit.ucType)
    ? defaultSimultaneityFactor(unit.ucType as UcType, simultaneity)
    : null;
  const money = { inputMode: "decimal" as const, autoComplete: "off", placeholder: "0,00" };
  return (
    <fieldset className="p-unit" aria-label={`Unidade consumidora ${index + 1}`}>
      <legend>Unidade consumidora {index + 1}</legend>
      <div className="p-grid">
        <TextField label="Nome da unidade" name={`${p}.ucName`} value={unit.ucName} errors={errors} placeholder={`Unidade ${index + 1}`} />
        <SelectField label="Tipo" name={`${p}.ucType`} value={unit.ucType} errors={errors} options={UC_OPTIONS} required />
        {!isA && (
          <SelectField
            label="Ligação"
            name={`${p}.phase`}
            value={unit.phase}
            errors={errors}
            options={PHASE_OPTIONS}
            blank="— selecione —"
            required
          />
        )}
        <TextField
          label={isA ? "Tarifa fora de ponta (R$/kWh)" : "Tarifa de energia (R$/kWh)"}
          name={`${p}.kwhPrice`}
          value={unit.kwhPrice}
          errors={errors}
          required
          {...money}
        />
        <TextField label="TUSD (R$/kWh)" name={`${p}.tusd`} value={unit.tusd} errors={errors} {...money} />
        <TextField
          label="Fator de simultaneidade (%)"
          name={`${p}.finViabilityData.simultaneityFactor`}
          value={unit.finViabilityData.simultaneityFactor}
          errors={errors}
          inputMode="decimal"
          placeholder={sfDefault === null ? "" : `padrão ${sfDefault}`}
          hint="Vazio: o padrão da empresa para o tipo."
        />
        <TextField
          label="Fio B (R$/kWh)"
          name={`${p}.finViabilityData.bWireValue`}
          value={unit.finViabilityData.bWireValue}
          errors={errors}
          {...money}
        />
      </div>
      <MonthInputs
        title="Consumo mensal (kWh)"
        name={`${p}.monthlyConsumption`}
        pasteName={`${p}.monthsPaste`}
        values={unit.monthlyConsumption}
        paste={unit.monthsPaste}
        errors={errors}
        required
      />
      <details className="p-group-a" open={isA || groupAError}>
        <summary>Grupo A (alta tensão): modalidade, consumo na ponta e demandas</summary>
        <p className="hint">Preencha só para unidades do grupo A; no grupo B estes campos não são usados.</p>
        <div className="p-grid">
          <SelectField
            label="Modalidade"
            name={`${p}.classification`}
            value={unit.classification}
            errors={errors}
            options={CLASS_OPTIONS}
            blank="— selecione —"
            required={isA}
          />
          <TextField
            label="Tarifa na ponta (R$/kWh)"
            name={`${p}.kwhPricePeak`}
            value={unit.kwhPricePeak}
            errors={errors}
            required={isA}
            {...money}
          />
          <TextField label="TUSD na ponta (R$/kWh)" name={`${p}.tusdPeak`} value={unit.tusdPeak} errors={errors} {...money} />
          <TextField
            label="Demanda contratada (kW)"
            name={`${p}.demand`}
            value={unit.demand}
            errors={errors}
            required={isA}
            inputMode="decimal"
            hint="Azul: fora de ponta."
          />
          <TextField
            label="Tarifa de demanda (R$/kW)"
            name={`${p}.demandTariff`}
            value={unit.demandTariff}
            errors={errors}
            required={isA}
            {...money}
          />
          <TextField label="Demanda na ponta (kW, Azul)" name={`${p}.demandPeak`} value={unit.demandPeak} errors={errors} inputMode="decimal" />
          <TextField
            label="Tarifa de demanda na ponta (R$/kW, Azul)"
            name={`${p}.demandTariffPeak`}
            value={unit.demandTariffPeak}
            errors={errors}
            {...money}
          />
          <TextField label="Demanda de geração (kW)" name={`${p}.demandGen`} value={unit.demandGen} errors={errors} inputMode="decimal" />
          <TextField
            label="Tarifa de demanda TUSDg (R$/kW)"
            name={`${p}.demandTariffTusdG`}
            value={unit.demandTariffTusdG}
            errors={errors}
            {...money}
          />
        </div>
        <MonthInputs
          title="Consumo na ponta (kWh)"
          name={`${p}.monthlyConsumptionPeak`}
          pasteName={`${p}.monthsPeakPaste`}
          values={unit.monthlyConsumptionPeak}
          paste={unit.monthsPeakPaste}
          errors={errors}
          required={isA}
        />
      </details>
      <FieldError name={p} errors={errors} />
    </fieldset>
  );
}
