// Verifies an audit export (audit/export.ts): the hash chain, the sequence numbers, the header
// and the end record with its count. Reads line by line, so exports of any size fit.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { CSV_COLUMNS, GENESIS, sha256 } from "./export";

export type VerifyResult = { ok: true; events: number; format: "jsonl" | "csv" } | { ok: false; record: number; line: number; reason: string };

/** Splits one CSV record (RFC 4180, one physical line) into its fields. */
export function parseCsvLine(line: string): string[] | null {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = "";
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            v += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += line[i++];
      }
      out.push(v);
      if (i < line.length && line[i] !== ",") return null;
      i++;
    } else {
      const j = line.indexOf(",", i);
      const end = j < 0 ? line.length : j;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

export async function verifyLines(lines: AsyncIterable<string> | Iterable<string>): Promise<VerifyResult> {
  let format: "jsonl" | "csv" | null = null;
  let prev = GENESIS;
  let seq = 0;
  let lineNo = 0;
  let events = 0;
  let ended = false;
  const broken = (reason: string): VerifyResult => ({ ok: false, record: seq + 1, line: lineNo, reason });
  for await (const raw of lines) {
    lineNo++;
    const line = raw.replace(/\r$/, "");
    if (format === null) {
      if (line === CSV_COLUMNS.join(",")) {
        format = "csv";
        continue;
      }
      format = "jsonl";
    }
    if (line === "") return broken("linha vazia");
    if (ended) return broken("conteúdo depois do registro final");
    let rec: { seq: number; prev: string; kind: string; count?: number };
    try {
      if (format === "jsonl") rec = JSON.parse(line);
      else {
        const f = parseCsvLine(line);
        if (!f || f.length !== CSV_COLUMNS.length) return broken("registro CSV malformado");
        rec = {
          seq: Number(f[0]),
          prev: f[1],
          kind: f[2],
          ...(f[2] === "end" ? { count: JSON.parse(f[10]).count } : {}),
        };
      }
    } catch {
      return broken("registro ilegível");
    }
    if (rec.prev !== prev) {
      return broken(
        seq === 0
          ? "o primeiro registro não começa a cadeia"
          : `o hash do registro ${seq} não confere: o registro ${seq} foi alterado, ou há registro removido ou fora de ordem antes deste`,
      );
    }
    if (rec.seq !== seq + 1) return broken("número de sequência fora de ordem");
    if (seq === 0 && rec.kind !== "header") return broken("falta o cabeçalho");
    if (rec.kind === "event") events++;
    if (rec.kind === "end") {
      if (rec.count !== events) return broken(`o registro final diz ${rec.count} eventos, o arquivo tem ${events}`);
      ended = true;
    }
    seq++;
    prev = sha256(line);
  }
  if (!ended) return { ok: false, record: seq + 1, line: lineNo + 1, reason: "falta o registro final (arquivo cortado)" };
  return { ok: true, events, format: format ?? "jsonl" };
}

export function verifyFile(path: string): Promise<VerifyResult> {
  return verifyLines(createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity }));
}
