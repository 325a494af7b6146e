// The logo upload on /personalizar-proposta/:uid streams through the request guard with the logo's
// limit (2 MB plus multipart framing); its plain forms keep the 1 MB form limit; the logo's URL takes no body.
import { describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_BODY_LIMIT } from "../../../app/lib/http-guards.server";
import { MAX_LOGO_BYTES } from "../../../domain/proposal-defaults";

describe("logo upload limit", () => {
  it("multipart posts to /personalizar-proposta/:uid are uploads with the logo's limit", () => {
    const r = bodyLimitFor("/personalizar-proposta/0190a000-0000-7000-8000-0000000000d1", true);
    expect(r.upload).toBe(true);
    expect(r.limit).toBeGreaterThan(MAX_LOGO_BYTES);
    expect(r.limit).toBeLessThan(MAX_LOGO_BYTES + 1024 * 1024);
    expect(bodyLimitFor("/personalizar-proposta/abc.data", true).upload).toBe(true);
  });
  it("its urlencoded forms and other paths keep the form limit", () => {
    expect(bodyLimitFor("/personalizar-proposta/abc", false)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
    expect(bodyLimitFor("/proposta/logo/abc/def", true)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
  });
});
