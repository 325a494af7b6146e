// pt-BR messages of the kit and generation steps. Each names the field it is about, because the
// same text shows in the summary above the form as well as next to the field.
export const KIT_GENERATION_MSG = {
  kitName: "Kit: informe o nome do kit.",
  kitSupplier: "Kit: informe o fornecedor.",
  kitPrice: "Preço do kit: informe um valor maior que zero (em centavos inteiros).",
  noModule: "Módulos: o kit precisa de pelo menos uma linha de módulo.",
  tooManyLines: "Kit: no máximo 30 linhas de módulos, de inversores e de itens.",
  modulePower: (i: number) => `Módulo ${i + 1}: a potência deve ser maior que zero (Wp).`,
  moduleQuantity: (i: number) => `Módulo ${i + 1}: a quantidade deve ser um número inteiro maior que zero.`,
  inverterPower: (i: number) => `Inversor ${i + 1}: a potência deve ser maior que zero (W).`,
  inverterQuantity: (i: number) => `Inversor ${i + 1}: a quantidade deve ser um número inteiro maior que zero.`,
  inverterType: (i: number) => `Inversor ${i + 1}: o tipo deve ser String ou Micro.`,
  itemQuantity: (i: number) => `Item adicional ${i + 1}: a quantidade deve ser um número inteiro maior que zero.`,
  noKit: "Esta proposta não possui kit cadastrado.",
  distance: "Distância: informe os km até a instalação, de 0 a 10.000.",
  roofHight: "Altura do telhado: informe os metros, de 0 a 300.",
  lossesPercent: "Perdas do sistema: informe um valor de 0 a menos de 100 %.",
} as const;
