// The company's logo on its proposals (/personalizar-proposta/:uid). The bytes live in the file
// store, addressed by their SHA-256 (app/lib/file-store.server.ts); the event carries only the
// file's id, hash, type and size. PNG and JPEG only: an SVG is a document that can run script
// when opened on its own, and sanitising it is a risk we need not take for a logo.
import { DomainError } from "../shared";

/** 2 MB: a logo on a page; more is a photo or a print file uploaded by mistake. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const MAX_LOGO_LABEL = "2 MB";
export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const LOGO_MSG = {
  required: "Selecione a imagem da logo.",
  type: "A logo deve ser uma imagem PNG ou JPEG.",
  tooLarge: `A logo excede o tamanho máximo de ${MAX_LOGO_LABEL}.`,
} as const;

export interface ProposalLogo {
  /** Derived from the upload's command id: a new upload is a new id (and URL). */
  fileId: string;
  /** Lower-case hex SHA-256 of the bytes: where the file store keeps them, and a check for renderers. */
  sha256: string;
  /** The type the bytes showed (magic number), never the browser's claim. */
  contentType: LogoType;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/** The uploaded file as the app found it, or null when none was sent. */
export interface UploadedLogo {
  fileId: string;
  sha256: string;
  contentType: string;
  size: number;
}

export function checkLogo(file: UploadedLogo | null): ProposalLogo {
  if (!file) throw new DomainError(LOGO_MSG.required, "file");
  if (!(LOGO_TYPES as readonly string[]).includes(file.contentType)) throw new DomainError(LOGO_MSG.type, "file");
  if (!Number.isInteger(file.size) || file.size <= 0) throw new DomainError(LOGO_MSG.required, "file");
  if (file.size > MAX_LOGO_BYTES) throw new DomainError(LOGO_MSG.tooLarge, "file");
  // The app makes these; a malformed one is a bug, refused rather than stored.
  if (!UUID.test(file.fileId) || !SHA256.test(file.sha256)) throw new DomainError(LOGO_MSG.required, "file");
  return { fileId: file.fileId, sha256: file.sha256, contentType: file.contentType as LogoType, size: file.size };
}
