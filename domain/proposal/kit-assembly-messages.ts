// pt-BR messages of "Montar kit" (a kit assembled from the company's catalogue). Each names its
// field, because the same text shows in the summary above the form and next to the field.
const int = new Intl.NumberFormat("pt-BR");

export const KIT_ASSEMBLY_LIMITS = {
  moduleQuantity: 20_000,
  inverterQuantity: 2_000,
  equipmentQuantity: 100_000,
  inverterLines: 10,
  equipmentLines: 20,
  /** R$ 1 bilhão, in centavos (the pricing step refuses a final price above it too). */
  kitPriceCents: 100_000_000_000,
  /** kWp, as the kit step's target power. */
  powerKwp: 100_000,
  nameLength: 120,
} as const;

const L = KIT_ASSEMBLY_LIMITS;

export const KIT_ASSEMBLY_MSG = {
  moduleMissing: "Módulo: escolha um módulo do catálogo.",
  moduleNotFound: "Módulo: não encontrado no catálogo da empresa; escolha outro.",
  moduleQuantity: `Quantidade de módulos: informe um número inteiro de 1 a ${int.format(L.moduleQuantity)}.`,
  powerTooHigh: `Quantidade de módulos: a potência do kit passaria de ${int.format(L.powerKwp)} kWp.`,
  noInverter: "Inversores: escolha pelo menos um inversor do catálogo.",
  tooManyInverters: `Inversores: no máximo ${L.inverterLines} linhas.`,
  inverterMissing: (i: number) => `Inversor ${i + 1}: escolha um inversor do catálogo.`,
  inverterNotFound: (i: number) => `Inversor ${i + 1}: não encontrado no catálogo da empresa; escolha outro.`,
  inverterQuantity: (i: number) => `Inversor ${i + 1}: informe a quantidade, um número inteiro de 1 a ${int.format(L.inverterQuantity)}.`,
  inverterRepeated: (i: number, first: number) => `Inversor ${i + 1}: é o mesmo da linha ${first + 1}; some as quantidades numa linha só.`,
  tooManyEquipment: `Equipamentos: no máximo ${L.equipmentLines} linhas.`,
  equipmentMissing: (i: number) => `Equipamento ${i + 1}: escolha um equipamento do catálogo.`,
  equipmentNotFound: (i: number) => `Equipamento ${i + 1}: não encontrado no catálogo da empresa; escolha outro.`,
  equipmentQuantity: (i: number) => `Equipamento ${i + 1}: informe a quantidade, um número inteiro de 1 a ${int.format(L.equipmentQuantity)}.`,
  equipmentRepeated: (i: number, first: number) => `Equipamento ${i + 1}: é o mesmo da linha ${first + 1}; some as quantidades numa linha só.`,
  kitPriceMissing: "Preço do kit: informe o custo do kit em R$.",
  kitPrice: "Preço do kit: informe um valor em R$ maior que zero, como 12.345,67.",
  kitPriceTooHigh: "Preço do kit: no máximo R$ 1.000.000.000,00.",
  kitSupplier: "Fornecedor: escolha um fornecedor da lista.",
  kitVoltage: "Tensão: escolha uma tensão da lista.",
  kitFixation: "Tipo de instalação: escolha um tipo da lista.",
  nameTooLong: `Nome do kit: no máximo ${L.nameLength} caracteres.`,
} as const;
