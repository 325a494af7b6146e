// pt-BR messages of the proposal. Each names the field it is about, because the same text shows in
// the summary above the form as well as next to the field.
import { MAX_KW, MAX_MONTHLY_KWH, MAX_RS_KW, MAX_UNITS, MONTHS_LONG } from "./fields";

const thousands = (n: number) => n.toLocaleString("pt-BR");

/** The labels of the number fields of a unit, as the form shows them. */
export const UNIT_FIELD_LABELS = {
  kwhPrice: "Tarifa de energia",
  kwhPriceOffPeak: "Tarifa fora de ponta",
  tusd: "TUSD",
  kwhPricePeak: "Tarifa na ponta",
  tusdPeak: "TUSD na ponta",
  demand: "Demanda contratada",
  demandOffPeak: "Demanda fora de ponta",
  demandTariff: "Tarifa de demanda",
  demandPeak: "Demanda na ponta",
  demandTariffPeak: "Tarifa de demanda na ponta",
  demandGen: "Demanda de geração",
  demandTariffTusdG: "Tarifa de demanda TUSDg",
  simultaneityFactor: "Fator de simultaneidade",
  bWireValue: "Fio B",
} as const;

export const PROPOSAL_MSG = {
  notFound: "Proposta não encontrada.",
  exists: "Esta proposta já existe.",
  customerNotFound: "Cliente não encontrado.",
  ownerNotAllowed: "Responsável: selecione um usuário da empresa que você possa atender.",
  itemRequired: "Negócio não encontrado.",
  frontId: "Identificador público da proposta inválido.",
  tariffModality: "Grupo tarifário: selecione Grupo B ou Grupo A.",
  distributor: "Distribuidora: informe o nome da distribuidora de energia.",
  distributorTooLong: "Distribuidora: no máximo 80 caracteres.",
  uf: "UF: selecione o estado onde fica o sistema.",
  city: "Cidade: selecione uma cidade da lista da UF.",
  noUnit: "Inclua pelo menos uma unidade consumidora.",
  tooManyUnits: `No máximo ${MAX_UNITS} unidades consumidoras.`,
  ucNameTooLong: "Nome da unidade: no máximo 80 caracteres.",
  ucType: "Tipo da unidade: selecione um tipo da lista.",
  phase: "Ligação: selecione monofásica, bifásica ou trifásica.",
  classification: "Modalidade do grupo A: selecione Verde ou Azul.",
  months: "Consumo mensal: informe os 12 meses (kWh).",
  monthsPeak: "Consumo na ponta: informe os 12 meses (kWh).",
  monthMissing: (m: number) => `Consumo de ${MONTHS_LONG[m]}: informe o valor em kWh.`,
  monthInvalid: (m: number) => `Consumo de ${MONTHS_LONG[m]}: insira um número de kWh, zero ou mais.`,
  monthTooHigh: (m: number) => `Valor fora do esperado: consumo de ${MONTHS_LONG[m]} acima de ${thousands(MAX_MONTHLY_KWH)} kWh.`,
  peakMissing: (m: number) => `Consumo na ponta de ${MONTHS_LONG[m]}: informe o valor em kWh.`,
  peakInvalid: (m: number) => `Consumo na ponta de ${MONTHS_LONG[m]}: insira um número de kWh, zero ou mais.`,
  peakTooHigh: (m: number) => `Valor fora do esperado: consumo na ponta de ${MONTHS_LONG[m]} acima de ${thousands(MAX_MONTHLY_KWH)} kWh.`,
  noConsumption: "Consumo mensal: informe o consumo de pelo menos um mês.",
  required: (label: string) => `${label}: informe o valor.`,
  rsKwh: (label: string) => `${label}: insira um valor em R$/kWh, zero ou mais.`,
  rsKwhPositive: (label: string) => `${label}: insira um valor em R$/kWh maior que zero.`,
  rsKwhTooHigh: (label: string) => `${label}: valor alto demais para R$/kWh (confira se não está em R$/MWh).`,
  rsKw: (label: string) => `${label}: insira um valor em R$/kW, zero ou mais.`,
  rsKwTooHigh: (label: string) => `Valor fora do esperado: ${label.toLowerCase()} acima de R$ ${thousands(MAX_RS_KW)}/kW.`,
  kw: (label: string) => `${label}: insira um valor em kW, zero ou mais.`,
  kwPositive: (label: string) => `${label}: insira um valor em kW maior que zero.`,
  kwTooHigh: (label: string) => `Valor fora do esperado: ${label.toLowerCase()} acima de ${thousands(MAX_KW)} kW.`,
  percent: (label: string) => `${label}: insira um valor de 0 a 100 %.`,
} as const;
