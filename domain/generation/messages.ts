// pt-BR messages of the generation inputs. Each names the field it is about, because the same
// text may be shown in a summary above the form as well as next to the field.
import { MONTH_NAMES } from "../shared/months";

/** Full month names, for messages ("Consumo de março: ..."). */
export const MONTH_NAMES_PT = MONTH_NAMES;

/** kWh in one month of one consumer unit: above this a value is a typing slip (10⁹ kWh), not a consumer. */
export const MAX_MONTHLY_KWH = 10_000_000;

export const GENERATION_MSG = {
  months: "Consumo mensal: informe os 12 meses (kWh).",
  monthsPeak: "Consumo na ponta: informe os 12 meses (kWh).",
  consumption: (month: string) => `Consumo de ${month}: insira um número de kWh, zero ou mais.`,
  consumptionPeak: (month: string) => `Consumo na ponta de ${month}: insira um número de kWh, zero ou mais.`,
  tooHigh: (month: string) => `Consumo de ${month}: acima de 10.000.000 kWh no mês; confira o valor.`,
  noConsumption: "Consumo mensal: informe o consumo de pelo menos um mês.",
  noUnit: "Inclua pelo menos uma unidade consumidora.",
  tooManyUnits: "No máximo 30 unidades consumidoras.",
  phase: "Fase da ligação: selecione monofásica, bifásica ou trifásica.",
  classification: "Modalidade do grupo A: selecione Verde ou Azul.",
  tariffGroup: "Grupo tarifário: selecione Grupo B ou Grupo A.",
  irradiation: "Irradiação: esta cidade não tem irradiação na tabela; informe os 12 valores (Wh/m²/dia).",
  irradiationValue: (month: string) => `Irradiação de ${month}: insira um valor entre 0 e 12.000 Wh/m²/dia.`,
  irradiationZero: "Irradiação: os 12 valores não podem ser todos zero.",
  power: "Potência do sistema: informe um valor maior que zero (kWp).",
  powerTooHigh: "Potência do sistema: acima de 100.000 kWp; confira o valor.",
  lossFraction: (label: string) => `Perda "${label}": insira um valor de 0 % a menos de 100 %.`,
  lossesTotal: "Perdas: juntas, elas não podem chegar a 100 %.",
  noModule: "Módulos: inclua pelo menos um módulo.",
  modulePower: "Potência do módulo: informe um valor maior que zero (Wp).",
  moduleQuantity: "Quantidade de módulos: informe um número inteiro maior que zero.",
} as const;
