// Pure validation predicates of spec part 1 §5 and the pt-BR messages the product shows.
import { DomainError } from "./decider";

/** pt-BR messages (spec parts 1 and 2). Deciders throw DomainError with these. */
export const MSG = {
  // spec part 1 §5 / §8
  required: "Campo obrigatório.",
  invalidDate: "Data inválida.",
  invalidName: "Insira um nome válido.",
  invalidEmail: "Insira um e-mail válido.",
  invalidPassword: "A senha deve ter ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.",
  invalidText: "Insira um texto válido.",
  invalidPhone: "Insira um telefone válido.",
  invalidUrl: "Insira uma URL válida.",
  invalidCep: "Insira um CEP válido.",
  genericError: "Algo deu errado, por favor tente novamente.",
  // company
  companyExists: "Empresa já cadastrada.",
  companyNotFound: "Empresa não encontrada.",
  emailTaken: "E-mail já cadastrado.",
  userExists: "Usuário já cadastrado.",
  invalidPlan: "Plano inválido.",
  // board
  boardExists: "Quadro já existe.",
  duplicateColumn: "Coluna repetida.",
  invalidBoardType: "Quadro inválido.",
  invalidInactivityWindow: "Insira um número de dias válido.",
  boardNotFound: "Quadro não encontrado.",
  columnNotFound: "Coluna não encontrada.",
  lastColumn: "Não é possível excluir a última coluna do quadro.",
  moveToSameColumn: "Escolha outra coluna para receber os itens.",
  // customer
  customerExists: "Cliente já existe.",
  // item
  itemExists: "Item já existe.",
  itemNotFound: "Item não encontrado.",
  invalidAmount: "Insira um valor válido.",
  invalidLeadTemperature: "Selecione uma temperatura válida.",
  invalidPower: "Insira uma potência válida.",
  minPower: "A potência deve ser de pelo menos 0,01 kWp.",
  selectUcType: "Selecione o tipo de UC.",
  selectInverterType: "Selecione o tipo de inversor.",
  selectApprovedProposal: "Selecione uma proposta finalizada deste negócio.",
  selectLostReason: "Selecione o motivo da perda.",
  selectColumn: "Selecione uma coluna.",
  invalidPosition: "Posição inválida.",
  invalidCustomer: "Selecione um cliente válido.",
  onlyMoveInProgress: "Só é possível mover itens em andamento.",
  actionUnavailableForBoard: "Ação indisponível para este quadro.",
  saleNotInProgress: "Esta venda não está em andamento.",
  itemAlreadyInProgress: "O item já está em andamento.",
  itemNotInProgress: "Este item não está em andamento.",
  leadNotInProgress: "Este lead não está em andamento.",
  selectVendor: "Selecione um vendedor.",
  disqualifyReasonRequired: "Informe o motivo da desqualificação.",
  selectExecStatus: "Selecione o tipo de execução.",
  noRelatedPreSale: "Esta venda não veio da pré-venda.",
  rejectReasonRequired: "Insira o motivo da reprova.",
  rejectReasonNotFound: "Motivo de reprova não encontrado.",
  rejectReasonExists: "Motivo de reprova já cadastrado.",
  selectReceiver: "Selecione um usuário.",
  alreadyOwner: "O item já pertence a este usuário.",
  cannotSendToUser: "Você não pode enviar itens para este usuário.",
  vendorsCannotDelete: "Vendedores não podem excluir itens.",
  forbidden: "Você não tem permissão para esta ação.",
  // administration (issue 7)
  upgradeRequired: "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL",
  userNotFound: "Colaborador não encontrado.",
  cannotChangeManager: "Não é possível alterar o gerente da conta.",
  userInactive: "Este colaborador está desativado.",
  userAlreadyActive: "Este colaborador já está ativo.",
  invalidPermission: "Permissão inválida.",
  teamNotFound: "Equipe não encontrada.",
  selectLeader: "Selecione o líder da equipe.",
  invalidMembers: "Selecione membros válidos.",
  teamExists: "Já existe uma equipe com este nome.",
  duplicateValue: "Valor repetido.",
  tooManyValues: "Limite de itens atingido.",
  invalidNumber: "Insira um número válido.",
  invalidSlug: "Use apenas letras minúsculas, números e hífen (3 a 50 caracteres).",
  slugTaken: "Este endereço já está em uso.",
  invalidMenu: "Menu inválido.",
  invalidStatus: "Situação inválida.",
  wrongPassword: "Senha atual incorreta.",
  passwordMismatch: "As senhas não conferem.",
  concurrentChange: "Este registro foi alterado por outra pessoa ao mesmo tempo. Tente novamente.",
  unknownCommand: "Comando desconhecido.",
} as const;

/**
 * Maximum lengths of free text. The spec lists "maximum length" among the rule kinds (part 1 §5)
 * but names no numbers for these fields, so they are ours: long enough for any real name, short
 * enough that a 16 KB "name" is refused (issue 14).
 */
export const MAX_LENGTH = {
  /** Names: folders, files, people, teams, companies, checklist categories and options. */
  name: 100,
  /** Titles and short texts: column titles, item names, reasons, checklist tasks. */
  text: 200,
  /** Long texts: notes. */
  longText: 5000,
} as const;

/** "Use no máximo N caracteres." */
export const tooLongMessage = (max: number) => `Use no máximo ${max} caracteres.`;

/** Throws tooLongMessage(max) on `field` when the trimmed value is longer than `max` characters. */
export function checkMaxLength(value: string, max: number, field: string): void {
  if (value.trim().length > max) throw new DomainError(tooLongMessage(max), field);
}

/** Required: trimmed length above 0. */
export function required(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

export function minLength(value: string, min: number): boolean {
  return value.length >= min;
}

export function maxLength(value: string, max: number): boolean {
  return value.length <= max;
}

/** Local part, at sign, domain, top-level domain of 2 to 20 letters. */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,20}$/;

export function isValidEmail(value: string): boolean {
  return typeof value === "string" && EMAIL.test(value);
}

/** Optional e-mail: empty allowed. */
export function isValidOptionalEmail(value: string): boolean {
  return value === "" || isValidEmail(value);
}

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function isValidPassword(value: string): boolean {
  return typeof value === "string" && value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

/** Characters the name rule rejects: < > | / \ ? . , { } [ ] _ $ % ^ & * ( ) ! @ # : ; ' " ` = + ~ - */
export const NAME_FORBIDDEN = "<>|/\\?.,{}[]_$%^&*()!@#:;'\"`=+~-";
/** Characters the general-text rule rejects: < > | / \ ? { } [ ] $ % ^ & * ( ) ! @ # : ; ` = + ~ */
export const GENERAL_TEXT_FORBIDDEN = "<>|/\\?{}[]$%^&*()!@#:;`=+~";
/** Minimal text: the general-text rule, but the slash is allowed. */
export const MINIMAL_TEXT_FORBIDDEN = GENERAL_TEXT_FORBIDDEN.replace("/", "");
/** Characters stripped from free messages: backslash ^ ' ` ~ */
export const MESSAGE_FORBIDDEN = "\\^'`~";

function hasNone(value: string, forbidden: string): boolean {
  for (const ch of value) if (forbidden.includes(ch)) return false;
  return true;
}

function strip(value: string, forbidden: string): string {
  let out = "";
  for (const ch of value) if (!forbidden.includes(ch)) out += ch;
  return out;
}

/** Name rule: none of NAME_FORBIDDEN (emptiness is the `required` rule's business). */
export function isValidName(value: string): boolean {
  return typeof value === "string" && hasNone(value, NAME_FORBIDDEN);
}

/**
 * Person names (users, customers who are people, a company's person in charge): the name rule
 * without the apostrophe and the hyphen, which Brazilian names need ("Maria D'Ávila",
 * "Ana-Clara"). A departure from spec part 1 §5: docs/decisions/014-names-rules.md.
 */
export const PERSON_NAME_FORBIDDEN = NAME_FORBIDDEN.replace("'", "").replace("-", "");

export function isValidPersonName(value: string): boolean {
  return typeof value === "string" && hasNone(value, PERSON_NAME_FORBIDDEN);
}

/** The first character of `value` that `forbidden` refuses, or null when there is none. */
export function refusedCharacter(value: string, forbidden: string): string | null {
  for (const ch of value) if (forbidden.includes(ch)) return ch;
  return null;
}

/** The spec's message, then which character was refused: Insira um nome válido: o caractere "@" não é permitido. */
export function refusedMessage(message: string, ch: string): string {
  return `${message.replace(/\.$/, "")}: o caractere "${ch}" não é permitido.`;
}

/** The message for a person name that breaks its rule, or null when it is valid. */
export function personNameProblem(value: string): string | null {
  const ch = refusedCharacter(value, PERSON_NAME_FORBIDDEN);
  return ch === null ? null : refusedMessage(MSG.invalidName, ch);
}

/**
 * The message for a name that follows the general-text rule (an item's title, a company's name),
 * or null when it is valid: "Galpão 50 kWp - Fase 2" is a title, not a person's name.
 */
export function titleProblem(value: string): string | null {
  const ch = refusedCharacter(value, GENERAL_TEXT_FORBIDDEN);
  return ch === null ? null : refusedMessage(MSG.invalidName, ch);
}

export function isValidGeneralText(value: string): boolean {
  return typeof value === "string" && hasNone(value, GENERAL_TEXT_FORBIDDEN);
}

export function isValidMinimalText(value: string): boolean {
  return typeof value === "string" && hasNone(value, MINIMAL_TEXT_FORBIDDEN);
}

/** Input cleaning as the user types (spec part 1 §5). */
export const clean = {
  name: (v: string) => strip(v, NAME_FORBIDDEN),
  generalText: (v: string) => strip(v, GENERAL_TEXT_FORBIDDEN),
  minimalText: (v: string) => strip(v, MINIMAL_TEXT_FORBIDDEN),
  message: (v: string) => strip(v, MESSAGE_FORBIDDEN),
  lettersOnly: (v: string) => strip(v, NAME_FORBIDDEN).replace(/\d/g, ""),
  digits: (v: string) => v.replace(/\D/g, ""),
  decimal: (v: string) => v.replace(/[^\d.,]/g, ""),
};

/**
 * Phone: optional plus, 2 to 3 digit area code, then 4 to 5 and 4 to 5 digits, or a 5 plus 3
 * pattern. Spaces, dashes and parentheses are ignored.
 */
export function isValidPhone(value: string): boolean {
  if (typeof value !== "string") return false;
  const v = value.replace(/[\s()-]/g, "");
  return /^\+?\d{2,3}\d{4,5}\d{4,5}$/.test(v) || /^\+?\d{5}\d{3}$/.test(v);
}

/** Optional phone: fewer than 2 characters is allowed. */
export function isValidOptionalPhone(value: string): boolean {
  return typeof value === "string" && (value.length < 2 || isValidPhone(value));
}

export function isValidUrl(value: string): boolean {
  return typeof value === "string" && /^https?:\/\/\S+$/i.test(value);
}

/** Company tax id pattern dd.ddd.ddd/dddd-dd. */
export function isValidCompanyTaxId(value: string): boolean {
  return typeof value === "string" && /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(value);
}

/** Number with comma accepted as decimal separator ("1,5" or "1.5"); NaN when not a number. */
export function parseNumberBR(value: string): number {
  if (typeof value !== "string") return NaN;
  const v = value.trim().replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
}
