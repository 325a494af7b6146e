// The consumption form's input for one or more group B units, as the proposal tests type it (the
// shape StartProposal and EditConsumption take): Belo Horizonte/MG, CEMIG-D, empty optional fields.
import type { ConsumptionInput } from "../../domain/proposal";

export interface UnitOptions {
  months?: string[];
  units?: number;
  phase?: "single" | "two" | "three";
  kwhPrice?: string;
  bWireValue?: string;
  /** Names the units "Casa", or "UC 1", "UC 2"... when there are several. */
  ucName?: (i: number) => string;
}

export function consumptionInput(o: UnitOptions = {}): ConsumptionInput {
  const units = o.units ?? 1;
  return {
    tariffModality: "B",
    powerDistCompany: "CEMIG-D",
    tariffId: null,
    location: { uf: "MG", city: "Belo Horizonte", ibge: "3106200" },
    energyBillData: Array.from({ length: units }, (_, i) => ({
      ucName: o.ucName ? o.ucName(i) : units > 1 ? `UC ${i + 1}` : "Casa",
      ucType: "Residencial",
      phase: o.phase ?? "single",
      classification: "",
      monthlyConsumption: o.months ?? Array(12).fill("300"),
      monthlyConsumptionPeak: [],
      kwhPrice: o.kwhPrice ?? "0,95",
      tusd: "",
      kwhPricePeak: "",
      tusdPeak: "",
      demand: "",
      demandTariff: "",
      demandPeak: "",
      demandTariffPeak: "",
      demandGen: "",
      demandTariffTusdG: "",
      finViabilityData: { simultaneityFactor: "", bWireValue: o.bWireValue ?? "" },
    })),
  };
}
