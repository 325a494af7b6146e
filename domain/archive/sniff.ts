// The real type of an uploaded file, from its bytes (issue 14: types were trusted from the client).
// Pure: the app reads the magic number (file-type) and scans the bytes; these functions turn what
// was found into the type that is stored and served. Text formats (CSV, TXT) have no magic number:
// bytes without control characters are text, and text that looks like markup (HTML, SVG, XML) is
// named so, to be refused rather than stored as "text/plain".
import { ALLOWED_FILE_TYPES } from "./rules";

/** C0 control bytes that never appear in text: all but tab, LF, VT, FF, CR, SUB (old DOS end of file) and ESC. */
const BINARY_BYTE = (() => {
  const t = new Uint8Array(256);
  for (let b = 0; b < 0x20; b++) t[b] = 1;
  for (const b of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a, 0x1b]) t[b] = 0;
  return t;
})();

/** True when the bytes hold no NUL nor other binary control byte (UTF-8 and Windows-1252 texts pass). */
export function isTextBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (BINARY_BYTE[bytes[i]]) return false;
  return true;
}

const MARKUP = /<(?:!doctype\s+html|html|head|body|script|svg|iframe|object|embed|\?xml)[\s>/]/i;

/** True when the start of a text file looks like HTML, SVG or XML (a browser would run or render it). */
export function looksLikeMarkup(head: string): boolean {
  return MARKUP.test(head);
}

export interface SniffInput {
  /** The MIME type the magic number gives (file-type), or null when none matched. */
  detected: string | null;
  /** isTextBytes over the whole file. */
  text: boolean;
  /** The first KBs decoded as text (for looksLikeMarkup). */
  head: string;
  /** What the browser said, only to tell apart formats the bytes cannot (CSV vs TXT, DOC vs XLS). */
  declared: string;
  filename: string;
}

const extOf = (filename: string) => (filename.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? "").toLowerCase();

/**
 * The stored type: the detected one; for legacy Office files (one container format, "x-cfb", for
 * DOC and XLS) the declared type or extension picks which; for text, CSV or TXT by the declared
 * type or extension, HTML when it looks like markup; "application/octet-stream" for unknown bytes.
 * Types outside ALLOWED_FILE_TYPES are returned as found: the decider refuses them.
 */
export function sniffedContentType(s: SniffInput): string {
  const ext = extOf(s.filename);
  if (s.detected === "application/x-cfb") {
    for (const t of ["application/msword", "application/vnd.ms-excel"]) if (s.declared === t || ALLOWED_FILE_TYPES[t].includes(ext)) return t;
    return s.detected;
  }
  if (s.detected) return s.detected;
  if (!s.text) return "application/octet-stream";
  if (looksLikeMarkup(s.head)) return "text/html";
  return s.declared === "text/csv" || ext === "csv" ? "text/csv" : "text/plain";
}
