// /proposta/verificacao's form: a PDF of up to 10 MB, streamed through the request guard as an upload
// route (not held as a 1 MB form), with the Portuguese messages of its one field.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_BODY_LIMIT } from "../../../app/lib/http-guards.server";
import { VERIFY_MAX_BYTES, VERIFY_MSG, verificationSchema } from "../../../app/lib/pdf/verification-form";

/** The field's errors of a refused submission (none when it passed). */
const errorsOf = (s: { status?: string; error?: Record<string, string[] | null> | null }) => (s.status === "error" ? s.error?.arquivo : undefined);

const formWith = (file?: File) => {
  const f = new FormData();
  if (file) f.append("arquivo", file);
  return f;
};

describe("proposal verification form", () => {
  it("is an upload route with room for a 10 MB file; the same path urlencoded keeps the form limit", () => {
    const multipart = bodyLimitFor("/proposta/verificacao", true);
    expect(multipart.upload).toBe(true);
    expect(multipart.limit).toBeGreaterThan(VERIFY_MAX_BYTES);
    expect(bodyLimitFor("/proposta/verificacao.data", true).upload).toBe(true);
    expect(bodyLimitFor("/proposta/verificacao", false)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
  });

  it("no file, an empty file: 'Selecione o arquivo PDF da proposta.'", () => {
    for (const form of [formWith(), formWith(new File([], "", { type: "application/octet-stream" }))]) {
      const s = parseWithZod(form, { schema: verificationSchema });
      expect(s.status).toBe("error");
      expect(errorsOf(s)).toEqual([VERIFY_MSG.noFile]);
    }
  });

  it("a file over 10 MB is refused with the limit; a small one passes", () => {
    const big = parseWithZod(formWith(new File([new Uint8Array(VERIFY_MAX_BYTES + 1)], "grande.pdf")), { schema: verificationSchema });
    expect(errorsOf(big)).toEqual([VERIFY_MSG.tooLarge]);
    expect(parseWithZod(formWith(new File(["%PDF-1.3"], "p.pdf")), { schema: verificationSchema }).status).toBe("success");
  });

  it("the verdicts", () => {
    expect(VERIFY_MSG.sent("#00042", "24/11/2026 10:05", "Sol & Cia")).toBe(
      "Este arquivo é a proposta #00042 enviada em 24/11/2026 10:05 por Sol & Cia.",
    );
    expect(VERIFY_MSG.notSent).toBe("Este arquivo não corresponde a nenhuma proposta enviada.");
  });
});
