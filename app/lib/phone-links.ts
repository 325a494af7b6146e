// The item and customer pages' "Ligar" (tel:) and "WhatsApp" (wa.me) buttons: a Brazilian number as
// typed in the customer form ("(19) 99876-5432", "+55 19 3234-5678") becomes +55 and its digits.

/** The number in international digits (55 + DDD + number), or null when it is no Brazilian phone. */
export function brazilianDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) return digits;
  return null;
}

/** The call and WhatsApp links of a customer's phone and WhatsApp numbers (WhatsApp falls back to the phone). */
export function contactLinks(phone: string | null | undefined, whatsapp: string | null | undefined): { tel: string | null; whatsapp: string | null } {
  const call = brazilianDigits(phone) ?? brazilianDigits(whatsapp);
  const chat = brazilianDigits(whatsapp) ?? brazilianDigits(phone);
  return { tel: call ? `tel:+${call}` : null, whatsapp: chat ? `https://wa.me/${chat}` : null };
}
