// The customer's fields (spec part 2 §3) and their rules (part 1 §5): one pure function turns what
// a form or a CSV line typed into stored values, another lists the broken rules as pt-BR messages.
// The form, the CSV import and the decider all use these, so they cannot disagree.
import {
  digitsOnly,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidGeneralText,
  isValidPhone,
  MSG,
  normalizeAmount,
  personNameProblem,
  titleProblem,
} from "../shared";
import { canonicalCity, isUf } from "../shared/places";
import { CUSTOMER_MSG } from "./messages";

export interface AddressDetail {
  street: string;
  number: string;
  district: string;
  complement: string;
}

export interface PersonInCharge {
  name: string;
  /** Digits only. */
  cpf: string;
}

/** Everything but the name. Documents, CEP and phones are stored as digits only. */
export interface CustomerDetails {
  email: string;
  phone: string;
  whatsapp: string;
  /** true → `document` is a CNPJ, false → a CPF. */
  cpfCnpjSwitch: boolean;
  document: string;
  rg: string;
  nationality: string;
  profession: string;
  postalCode: string;
  uf: string;
  city: string;
  address: string;
  addressDetail: AddressDetail;
  personInCharge: PersonInCharge;
  observations: string;
  /** Monthly income as "1234.56", or null. */
  income: string | null;
  origin: string;
}

export interface CustomerInput {
  name: string;
  details: CustomerDetails;
}

/** What the company's settings decide about the form (part 3 preferences, origins). */
export interface CustomerRules {
  reqEmailField: boolean;
  reqDocField: boolean;
  origins: string[];
}

export function emptyDetails(): CustomerDetails {
  return {
    email: "",
    phone: "",
    whatsapp: "",
    cpfCnpjSwitch: false,
    document: "",
    rg: "",
    nationality: "",
    profession: "",
    postalCode: "",
    uf: "",
    city: "",
    address: "",
    addressDetail: { street: "", number: "", district: "", complement: "" },
    personInCharge: { name: "", cpf: "" },
    observations: "",
    income: null,
    origin: "",
  };
}

/** The flat field names of the form and of the CSV import (nested values are flattened). */
export const CUSTOMER_FIELDS = [
  "name",
  "email",
  "phone",
  "whatsapp",
  "cpfCnpjSwitch",
  "document",
  "rg",
  "nationality",
  "profession",
  "postalCode",
  "uf",
  "city",
  "address",
  "street",
  "number",
  "district",
  "complement",
  "personInChargeName",
  "personInChargeCpf",
  "observations",
  "income",
  "origin",
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type RawCustomer = Partial<Record<CustomerField, string | undefined | null>>;

const s = (v: string | undefined | null) =>
  String(v ?? "")
    .trim()
    .replace(/\s+/g, " ");
const multiline = (v: string | undefined | null) =>
  String(v ?? "")
    .replace(/\r\n?/g, "\n")
    .trim();

/** Values of a switch that mean "CNPJ". */
export function isCnpjSwitchOn(v: string | undefined | null): boolean {
  return ["on", "true", "1", "cnpj", "sim"].includes(s(v).toLowerCase());
}

/**
 * Typed values → stored shape: trimmed, digits only for documents/CEP/phones, the UF upper-cased,
 * the city in its canonical spelling when it exists in the UF. An income that is not a number is
 * kept as typed in `incomeTyped` so the rules can report it.
 */
export function normalizeCustomer(raw: RawCustomer): CustomerInput & { incomeTyped: string } {
  const uf = s(raw.uf).toUpperCase();
  const city = s(raw.city);
  const incomeTyped = s(raw.income);
  return {
    name: s(raw.name),
    incomeTyped,
    details: {
      email: s(raw.email).toLowerCase(),
      phone: digitsOnly(s(raw.phone)),
      whatsapp: digitsOnly(s(raw.whatsapp)),
      cpfCnpjSwitch: isCnpjSwitchOn(raw.cpfCnpjSwitch),
      document: digitsOnly(s(raw.document)),
      rg: s(raw.rg),
      nationality: s(raw.nationality),
      profession: s(raw.profession),
      postalCode: digitsOnly(s(raw.postalCode)),
      uf,
      city: (city && canonicalCity(uf, city)) || city,
      address: s(raw.address),
      addressDetail: {
        street: s(raw.street),
        number: s(raw.number),
        district: s(raw.district),
        complement: s(raw.complement),
      },
      personInCharge: { name: s(raw.personInChargeName), cpf: digitsOnly(s(raw.personInChargeCpf)) },
      observations: multiline(raw.observations),
      income: incomeTyped ? normalizeAmount(incomeTyped) : null,
      origin: s(raw.origin),
    },
  };
}

/** The typed text of a field that is stored as digits: what the rules see for a phone or CEP. */
function typedDigitsOk(typed: string | undefined | null, stored: string, ok: (d: string) => boolean): boolean {
  const t = s(typed);
  if (t === "") return true;
  // Only digits and the mask's punctuation may be typed.
  return /^[\d\s().+/-]+$/.test(t) && ok(stored);
}

const MAX_TEXT = 200;
const MAX_OBSERVATIONS = 2000;

/**
 * A customer's name: a person's (CPF) follows the person-name rule, a company's (CNPJ) the
 * general-text rule, as an item's title does (ADR 014). The message names the refused character.
 */
export function customerNameProblem(name: string, isCompany: boolean): string | null {
  return isCompany ? titleProblem(name) : personNameProblem(name);
}

/**
 * The broken rules, field by field (flat field names), with the spec's pt-BR messages. `current`
 * is the stored customer when editing: an origin the settings no longer list may be kept.
 * `raw` (optional) is what was typed, to reject letters in a phone or CEP.
 */
export function customerErrors(
  input: CustomerInput & { incomeTyped?: string },
  rules: CustomerRules,
  opts: { current?: CustomerDetails; raw?: RawCustomer } = {},
): Partial<Record<CustomerField, string>> {
  const e: Partial<Record<CustomerField, string>> = {};
  const d = input.details;
  const raw = opts.raw ?? {};
  const text = (field: CustomerField, v: string, max = MAX_TEXT) => {
    if (v.length > max || !isValidGeneralText(v)) e[field] = MSG.invalidText;
  };

  const nameProblem = input.name && input.name.length <= MAX_TEXT ? customerNameProblem(input.name, d.cpfCnpjSwitch) : MSG.invalidName;
  if (nameProblem) e.name = nameProblem;

  if (d.email ? !isValidEmail(d.email) : rules.reqEmailField) e.email = MSG.invalidEmail;

  for (const f of ["phone", "whatsapp"] as const) {
    if (!typedDigitsOk(raw[f], d[f], isValidPhone) || (d[f] && !isValidPhone(d[f]))) e[f] = MSG.invalidPhone;
  }

  const docMsg = d.cpfCnpjSwitch ? CUSTOMER_MSG.invalidCnpj : CUSTOMER_MSG.invalidCpf;
  if (d.document) {
    if (!(d.cpfCnpjSwitch ? isValidCnpj(d.document) : isValidCpf(d.document)) || !typedDigitsOk(raw.document, d.document, () => true))
      e.document = docMsg;
  } else if (rules.reqDocField) e.document = docMsg;

  text("rg", d.rg, 30);
  text("nationality", d.nationality);
  text("profession", d.profession);

  if (d.postalCode || s(raw.postalCode)) {
    if (!isValidCep(s(raw.postalCode) || d.postalCode)) e.postalCode = MSG.invalidCep;
  }

  if (d.uf && !isUf(d.uf)) e.uf = CUSTOMER_MSG.selectUf;
  if (d.city) {
    if (!d.uf) e.uf = e.uf ?? CUSTOMER_MSG.selectUf;
    else if (!e.uf && canonicalCity(d.uf, d.city) !== d.city) e.city = CUSTOMER_MSG.selectCity;
  }

  text("address", d.address);
  text("street", d.addressDetail.street);
  text("number", d.addressDetail.number, 20);
  text("district", d.addressDetail.district);
  text("complement", d.addressDetail.complement);

  if (d.personInCharge.name) {
    const problem = d.personInCharge.name.length > MAX_TEXT ? MSG.invalidName : personNameProblem(d.personInCharge.name);
    if (problem) e.personInChargeName = problem;
  }
  if (d.personInCharge.cpf && !isValidCpf(d.personInCharge.cpf)) e.personInChargeCpf = CUSTOMER_MSG.invalidCpf;

  if (d.observations.length > MAX_OBSERVATIONS) e.observations = CUSTOMER_MSG.observationsTooLong;

  if (input.incomeTyped && d.income === null) e.income = MSG.invalidAmount;
  else if (d.income !== null && Number(d.income) < 0.01) e.income = MSG.invalidAmount;

  if (d.origin && !rules.origins.includes(d.origin) && d.origin !== opts.current?.origin) e.origin = CUSTOMER_MSG.selectOrigin;

  return e;
}

/** The address as flat fields (the same keys in the form, the CSV and the read model's columns). */
export function addressFields(d: CustomerDetails) {
  return {
    uf: d.uf,
    city: d.city,
    address: d.address,
    street: d.addressDetail.street,
    number: d.addressDetail.number,
    district: d.addressDetail.district,
    complement: d.addressDetail.complement,
  };
}

/** Flat form values of a stored customer (for the edit form's defaults). */
export function flatCustomer(name: string, d: CustomerDetails): Record<CustomerField, string> {
  return {
    name,
    email: d.email,
    phone: d.phone,
    whatsapp: d.whatsapp,
    cpfCnpjSwitch: d.cpfCnpjSwitch ? "on" : "",
    document: d.document,
    rg: d.rg,
    nationality: d.nationality,
    profession: d.profession,
    postalCode: d.postalCode,
    ...addressFields(d),
    personInChargeName: d.personInCharge.name,
    personInChargeCpf: d.personInCharge.cpf,
    observations: d.observations,
    income: d.income ?? "",
    origin: d.origin,
  };
}
