// The item page's info block (spec part 2 §2): the customer's e-mail, phone (a click opens WhatsApp),
// city/UF and address, and the deadline's colour. Pure: the loader passes today (its clock), so a
// component never reads the clock.
import { maskPhone } from "../../domain/shared/documents";
import { truncate } from "../../domain/shared/format";
import { brazilianDigits } from "./phone-links";

export interface CustomerContactInfo {
  email: string | null;
  /** As typed in the customer form, masked "(19) 99876-5432". */
  phone: string | null;
  /** https://wa.me/55<digits>, or null when the number is no Brazilian phone. */
  whatsappHref: string | null;
  /** "Campinas/SP", "Campinas" or "SP". */
  place: string | null;
  address: string | null;
}

interface CustomerContactSource {
  email: string;
  phone: string;
  whatsapp: string;
  city: string;
  uf: string;
  address: string;
  addressDetail: { street: string; number: string; district: string; complement: string };
}

const orNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/** The block's customer lines; the phone shown is the phone, else the WhatsApp number. */
export function customerContactInfo(d: CustomerContactSource | null | undefined): CustomerContactInfo {
  if (!d) return { email: null, phone: null, whatsappHref: null, place: null, address: null };
  const phone = orNull(d.phone) ?? orNull(d.whatsapp);
  const digits = brazilianDigits(orNull(d.whatsapp) ?? phone);
  const street = [d.addressDetail.street, d.addressDetail.number]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");
  const detailed = [street, d.addressDetail.complement.trim(), d.addressDetail.district.trim()].filter(Boolean).join(" - ");
  return {
    email: orNull(d.email),
    phone: phone ? maskPhone(phone) : null,
    whatsappHref: digits ? `https://wa.me/${digits}` : null,
    place: orNull([d.city.trim(), d.uf.trim()].filter(Boolean).join("/")),
    address: orNull(d.address) ?? orNull(detailed),
  };
}

/** "Prazo" is red once past and blue from today on (spec part 2 §2: red if past, blue if future). */
export function deadlineTone(dueDate: string | null, today: string): "past" | "future" | null {
  if (!dueDate) return null;
  return dueDate < today ? "past" : "future";
}

/** One owner of the info block's "Responsáveis" (ADR 028). */
export interface OwnerLine {
  id: string;
  /** "GERENTE" for the manager's user, else the name cut at 15 characters with an ellipsis (spec part 2 §2). */
  label: string;
  /** The whole name (the label's tooltip). */
  name: string;
  /** The item's owner (its vendor); the others are co-owners. */
  primary: boolean;
}

interface OwnerSource {
  id: string;
  name: string | null;
  role: string | null;
}

/** The item's owner first, then its co-owners in the order chosen, each once. */
export function ownerLines(owner: OwnerSource, coOwners: readonly OwnerSource[]): OwnerLine[] {
  const line = (u: OwnerSource, primary: boolean): OwnerLine => ({
    id: u.id,
    label: u.role === "MANAGER" ? "GERENTE" : truncate(u.name ?? "—", 15),
    name: u.name ?? "—",
    primary,
  });
  const seen = new Set([owner.id]);
  return [line(owner, true), ...coOwners.filter((u) => !seen.has(u.id) && seen.add(u.id)).map((u) => line(u, false))];
}
