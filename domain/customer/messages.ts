// pt-BR messages of the customer screens that domain/shared's MSG does not have.
export const CUSTOMER_MSG = {
  invalidCpf: "Insira um CPF válido.",
  invalidCnpj: "Insira um CNPJ válido.",
  selectUf: "Selecione um estado válido.",
  selectCity: "Selecione uma cidade do estado escolhido.",
  selectOrigin: "Selecione uma origem válida.",
  observationsTooLong: "As observações devem ter no máximo 2000 caracteres.",
  customerNotFound: "Cliente não encontrado.",
  selectOwners: "Selecione ao menos um responsável.",
  invalidOwner: "Responsável inválido.",
  cannotChooseOwners: "Você não tem permissão para escolher os responsáveis.",
  selectCustomers: "Selecione ao menos um cliente.",
} as const;
