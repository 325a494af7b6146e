// The company's proposal logo: where it is served and what the final proposal pages call.
//
// companyLogoOf(companyId) → { url, contentType, sha256 } | null is the one entry point for the
// pages that show the logo (the final proposal, issue 17): put `url` in an <img src>; `sha256` lets
// a PDF renderer check the bytes it embeds (readStored(sha256) in file-store.server.ts reads them).
//
// The URL is /proposta/logo/:companyId/:fileId. It needs no session: the logo is printed on every
// proposal the company sends, and final proposals are opened from public links. It is tenant-scoped
// all the same: the file is found only as the current logo of the company the URL names (any other
// pair, an old logo, or another company's id → 404), and the disk path comes from the read model's
// hash, never from the URL.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { UUID_RE } from "../../domain/shared/ids";
import { proposalLogo } from "../../projections/read-models/proposals-logo.queries";
import { readStored } from "./file-store.server";
import { notFound } from "./http.server";
import { services } from "./services.server";

export const logoPath = (companyId: string, fileId: string) => `/proposta/logo/${companyId}/${fileId}`;

export interface CompanyLogo {
  fileId: string;
  url: string;
  contentType: string;
  sha256: string;
}

/** The company's current proposal logo, or null when it has none. */
export async function companyLogoOf(companyId: string): Promise<CompanyLogo | null> {
  if (!UUID_RE.test(companyId)) return null;
  const { database } = await services();
  const row = await proposalLogo(database.db, companyId);
  return row ? { fileId: row.fileId, url: logoPath(companyId, row.fileId), contentType: row.contentType, sha256: row.sha256 } : null;
}

const LOGO_NOT_FOUND = "Logo não encontrada.";

/** GET /proposta/logo/:companyId/:fileId: the bytes, inline, with the type the bytes showed and nosniff. */
export async function logoLoader({ params }: LoaderFunctionArgs) {
  const companyId = params.companyId ?? "";
  const fileId = params.fileId ?? "";
  if (!UUID_RE.test(companyId) || !UUID_RE.test(fileId)) throw notFound(LOGO_NOT_FOUND);
  const { database } = await services();
  const row = await proposalLogo(database.db, companyId);
  const body = row && row.fileId === fileId.toLowerCase() ? readStored(row.sha256) : null;
  if (!row || !body) throw notFound(LOGO_NOT_FOUND);
  return new Response(body, {
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(row.size),
      "Content-Disposition": `inline; filename="logo.${row.contentType === "image/png" ? "png" : "jpg"}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // A new logo is a new URL; a removed one must stop showing soon.
      "Cache-Control": "public, max-age=300",
      ETag: `"${row.sha256}"`,
    },
  });
}
