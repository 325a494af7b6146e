// Brazilian documents and contact formats (spec part 1 §5, part 2 §5 and §9): CPF and CNPJ with
// their real check digits, CEP, phone masks. Pure; values are stored as digits only.

/** Only the digits of a value ("529.982.247-25" → "52998224725"). */
export function digitsOnly(value: string): string {
  return String(value ?? "").replace(/\D/g, "");
}

/** Mod-11 check digit over `digits` with the given weights (the CPF/CNPJ rule). */
function mod11Digit(digits: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i];
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

const allSame = (d: string) => /^(\d)\1*$/.test(d);

/** CPF: 11 digits (mask or not), not all equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 11 || allSame(d)) return false;
  const d1 = mod11Digit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(d[9]) && d2 === Number(d[10]);
}

/** CNPJ: 14 digits (mask or not), not all equal, both check digits right. */
export function isValidCnpj(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 14 || allSame(d)) return false;
  const d1 = mod11Digit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(d[12]) && d2 === Number(d[13]);
}

/** Applies a mask of '#' placeholders to the digits of `value`, stopping where the digits end. */
export function applyMask(value: string, mask: string): string {
  const d = digitsOnly(value);
  let out = "";
  let i = 0;
  for (const ch of mask) {
    if (i >= d.length) break;
    if (ch === "#") out += d[i++];
    else out += ch;
  }
  return out;
}

export const CPF_MASK = "###.###.###-##";
export const CNPJ_MASK = "##.###.###/####-##";
export const CEP_MASK = "#####-###";

export const maskCpf = (v: string) => applyMask(v, CPF_MASK);
export const maskCnpj = (v: string) => applyMask(v, CNPJ_MASK);
export const maskCep = (v: string) => applyMask(v, CEP_MASK);
/** The document by the CPF/CNPJ switch (true = CNPJ). */
export const maskDocument = (v: string, cnpj: boolean) => (cnpj ? maskCnpj(v) : maskCpf(v));

/** CEP: exactly 8 digits. */
export function isValidCep(value: string): boolean {
  return /^\d{8}$/.test(digitsOnly(value)) && /^[\d\s.-]+$/.test(String(value).trim());
}

/**
 * Phone mask by digit count (part 1 §5): 10 or fewer "(dd) dddd-dddd", 11 "(dd) ddddd-dddd",
 * more than 11 with the country code "+55 (dd) ddddd-dddd".
 */
export function maskPhone(value: string): string {
  const d = digitsOnly(value);
  if (d.length <= 10) return applyMask(d, "(##) ####-####");
  if (d.length === 11) return applyMask(d, "(##) #####-####");
  return applyMask(d, d.length === 12 ? "+## (##) ####-####" : "+## (##) #####-####");
}
