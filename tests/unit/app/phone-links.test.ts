import { describe, expect, it } from "vitest";
import { brazilianDigits, contactLinks } from "../../../app/lib/phone-links";

describe("phone links (call and WhatsApp buttons)", () => {
  it("adds Brazil's 55 to a DDD and number as typed", () => {
    expect(brazilianDigits("(19) 99876-5432")).toBe("5519998765432");
    expect(brazilianDigits("(11) 3234-5678")).toBe("551132345678");
    expect(brazilianDigits("+55 19 99876-5432")).toBe("5519998765432");
  });
  it("refuses what is no Brazilian phone", () => {
    expect(brazilianDigits("")).toBeNull();
    expect(brazilianDigits(null)).toBeNull();
    expect(brazilianDigits("12345")).toBeNull();
    expect(brazilianDigits("+1 415 555 0100 22")).toBeNull();
  });
  it("builds tel: and wa.me links, WhatsApp falling back to the phone and back", () => {
    expect(contactLinks("(19) 3234-5678", "(19) 99876-5432")).toEqual({ tel: "tel:+551932345678", whatsapp: "https://wa.me/5519998765432" });
    expect(contactLinks("(19) 3234-5678", null)).toEqual({ tel: "tel:+551932345678", whatsapp: "https://wa.me/551932345678" });
    expect(contactLinks(null, "(19) 99876-5432")).toEqual({ tel: "tel:+5519998765432", whatsapp: "https://wa.me/5519998765432" });
    expect(contactLinks("", "")).toEqual({ tel: null, whatsapp: null });
  });
});
