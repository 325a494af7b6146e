// The catalogue upload routes take files up to their documented 20 MB (plus the multipart framing);
// a 50 MB body is refused by the guard (413) before the route reads it.
import { describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_BODY_LIMIT } from "../../../app/lib/http-guards.server";
import { CATALOGUE_MAX_BYTES } from "../../../domain/catalogue-import";

describe("catalogue upload limits", () => {
  it.each(["/modulos/upload", "/inversores/upload", "/equipamentos/upload", "/upload-de-kits", "/modulos/upload.data"])(
    "%s takes 20 MB files",
    (path) => {
      const { limit, upload } = bodyLimitFor(path, true);
      expect(upload).toBe(true);
      expect(limit).toBeGreaterThan(CATALOGUE_MAX_BYTES);
      expect(limit).toBeLessThan(50 * 1024 * 1024);
    },
  );
  it("other paths keep the form limit", () => {
    expect(bodyLimitFor("/modulos/uploadx", true).limit).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("/importacoes/lote", true).limit).toBe(FORM_BODY_LIMIT);
  });
});
