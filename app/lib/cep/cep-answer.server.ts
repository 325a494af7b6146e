// A CEP typed in a form → the answer the form shows (the resource route and the no-JS submit share it).
import { cepLookup } from "./cep-lookup.server";
import { CEP_MSG, type CepAnswer } from "./cep-messages";

export async function answerFor(cepRaw: string): Promise<CepAnswer> {
  const cep = cepRaw.replace(/\D/g, "");
  if (cep.length !== 8) return { ok: false, message: CEP_MSG.invalid };
  const r = await cepLookup().lookup(cep);
  if (r.kind === "found") return { ok: true, message: CEP_MSG.found, address: r.address };
  return { ok: false, message: r.kind === "not-found" ? CEP_MSG.notFound : CEP_MSG.unavailable };
}

/**
 * "Buscar CEP" without JS: the form's values as typed (every field, owners too), with street,
 * district, city and UF from the CEP when found. Nothing is saved: the page shows the form again.
 */
export async function cepFormValues(form: FormData, fields: readonly string[]) {
  const values: Record<string, string | string[]> = {};
  for (const f of fields) values[f] = String(form.get(f) ?? "");
  values.owners = form.getAll("owners").map(String).filter(Boolean);
  const answer = await answerFor(String(form.get("postalCode") ?? ""));
  if (answer.address) {
    const a = answer.address;
    Object.assign(values, { street: a.street || String(values.street), district: a.district || String(values.district), city: a.city, uf: a.uf });
  }
  return { values, answer };
}
