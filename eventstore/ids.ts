// UUIDv7 (RFC 9562): 48-bit Unix ms timestamp + random bits, so ids sort by creation time.
import { createHash, randomFillSync } from "node:crypto";

// Random bytes come from a pool refilled 4 kB at a time (one system call per ~400 ids): a cached
// board page hands out a hundred fresh command ids per request.
const pool = Buffer.alloc(4096);
let offset = pool.length;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function uuidv7(nowMs: number = Date.now()): string {
  if (offset + 10 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const r = offset;
  offset += 10;
  // 48-bit millisecond timestamp (exact in a double), then version 7, variant 10, 74 random bits.
  const hi = Math.floor(nowMs / 0x10000);
  const lo = nowMs % 0x10000;
  const h = (n: number) => HEX[n & 0xff]!;
  return (
    h(hi / 0x1000000) +
    h(hi / 0x10000) +
    h(hi / 0x100) +
    h(hi) +
    "-" +
    h(lo / 0x100) +
    h(lo) +
    "-" +
    h(0x70 | (pool[r]! & 0x0f)) +
    h(pool[r + 1]!) +
    "-" +
    h(0x80 | (pool[r + 2]! & 0x3f)) +
    h(pool[r + 3]!) +
    "-" +
    h(pool[r + 4]!) +
    h(pool[r + 5]!) +
    h(pool[r + 6]!) +
    h(pool[r + 7]!) +
    h(pool[r + 8]!) +
    h(pool[r + 9]!)
  );
}

export { UUID_PATTERN, UUID_RE } from "../domain/shared/ids";

/**
 * A name-based UUID (version 8, RFC 9562 §5.8): the first 122 bits of SHA-256(name). The same name
 * always gives the same id, so what one form submission creates keeps its ids when it is sent twice.
 */
export function nameUuid(name: string): string {
  const h = createHash("sha256").update(name).digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
