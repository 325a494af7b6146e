// The customer CSV upload's work, with its dependencies passed in (the route gives the app's
// services; the integration test a fresh database): decode and parse the file, check every line
// with the customer rules, map vendor e-mails to owners, and create the valid lines' customers.
//
// Ids come from (company, file hash, line): uploading the same file again derives the same command
// ids, which the event store has seen, so nothing is created twice. Commands run concurrently
// (the PostgreSQL store combines concurrent appends into one statement) and the import waits once
// for the projections at the end.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import {
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  CsvError,
  customerDecider,
  customerErrors,
  customerRowsFromCsv,
  normalizeCustomer,
  withStandardOwners,
  type CustomerDetails,
  type CustomerRules,
} from "../../domain/customer";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7, UUID_RE } from "../../eventstore/ids";
import type { EventStore, Position } from "../../eventstore/types";
import { comparePositions } from "../../eventstore/types";
import { derivedId } from "./commands.server";
import { activeUserEmails } from "../../projections/read-models/companies.queries";

export interface ImportDeps {
  db: Kysely<DB>;
  store: EventStore;
  waitFor: (position: Position) => Promise<unknown>;
}

export interface ImportActor {
  id: string;
  companyId: string;
}

const FIELD_HEADERS: Record<string, string> = Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, c.header]));
FIELD_HEADERS.cpfCnpjSwitch = "Tipo de documento";

/** UTF-8, or Windows-1252 (what Excel in Brazil often saves) when the bytes are not UTF-8. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

export interface CheckedLine {
  line: number;
  name: string;
  errors: string[];
  details: CustomerDetails;
  owners: string[];
}

/**
 * Every line of the file checked; throws CsvError when the file as a whole is not acceptable. A
 * line's owners: its vendors' e-mails (else the uploader) and the company's standard owners
 * (preferences.stdOwners, the active ones: ADR 015), as every new customer.
 */
export async function checkCsv(
  db: Kysely<DB>,
  actor: ImportActor,
  rules: CustomerRules,
  text: string,
  stdOwners: readonly string[],
): Promise<{ lines: CheckedLine[]; ignoredColumns: string[] }> {
  const { rows, ignoredColumns } = customerRowsFromCsv(text);
  if (rows.length === 0) throw new CsvError("O arquivo não tem nenhum cliente (só o cabeçalho).");
  const users = await activeUserEmails(db, actor.companyId);
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  const activeIds = users.map((u) => u.id);
  const lines = rows.map((r) => {
    const input = normalizeCustomer(r.raw);
    const errors = Object.entries(customerErrors(input, rules, { raw: r.raw })).map(([f, m]) => `${FIELD_HEADERS[f] ?? f}: ${m}`);
    const owners: string[] = [];
    for (const email of r.ownerEmails) {
      const id = byEmail.get(email);
      if (id) owners.push(id);
      else errors.push(`Vendedores (e-mails): ${email} não é um usuário da empresa.`);
    }
    return {
      line: r.line,
      name: input.name,
      errors,
      details: input.details,
      owners: withStandardOwners(owners.length ? owners : [actor.id], stdOwners, activeIds),
    };
  });
  return { lines, ignoredColumns };
}

/** Stores the file until the user confirms the import (a plain table: the file is not an event). */
export async function stageUpload(db: Kysely<DB>, actor: ImportActor, fileName: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > CSV_MAX_BYTES) throw new CsvError(`O arquivo passa de ${CSV_MAX_BYTES / 1024 / 1024} MB.`);
  const text = decodeCsv(bytes);
  const id = uuidv7();
  // Staged files hold personal data: none is kept past a day.
  await db
    .deleteFrom("customer_uploads")
    .where("created_at", "<", new Date(Date.now() - 86_400_000))
    .execute();
  await db
    .insertInto("customer_uploads")
    .values({
      id,
      company_id: actor.companyId,
      user_id: actor.id,
      sha256: sha256(bytes),
      file_name: fileName.slice(0, 200),
      content: text,
      created_at: new Date(),
    })
    .execute();
  return id;
}

export async function loadUpload(db: Kysely<DB>, actor: ImportActor, uploadId: string) {
  if (!UUID_RE.test(uploadId)) return undefined;
  return db
    .selectFrom("customer_uploads")
    .selectAll()
    .where("id", "=", uploadId)
    .where("company_id", "=", actor.companyId)
    .where("user_id", "=", actor.id)
    .executeTakeFirst();
}

/** After the last line is imported the staged file is no longer needed. */
export async function dropUpload(db: Kysely<DB>, actor: ImportActor, uploadId: string): Promise<void> {
  await db.deleteFrom("customer_uploads").where("id", "=", uploadId).where("company_id", "=", actor.companyId).execute();
}

export interface ImportResult {
  created: number;
  duplicates: number;
  failed: { line: number; message: string }[];
}

/**
 * Creates the customers of the valid lines whose index among the valid lines is in [from, to).
 * Idempotent: a line imported before counts as a duplicate.
 */
export async function importLines(
  deps: ImportDeps,
  actor: ImportActor,
  rules: CustomerRules,
  fileHash: string,
  lines: CheckedLine[],
  opts: { from?: number; to?: number; concurrency?: number } = {},
): Promise<ImportResult> {
  const valid = lines.filter((l) => l.errors.length === 0).slice(opts.from ?? 0, opts.to ?? undefined);
  const seed = `${actor.companyId}:${fileHash}`;
  const result: ImportResult = { created: 0, duplicates: 0, failed: [] };
  let last: Position | null = null;
  let next = 0;
  const ctx = commandContext(actor.id, actor.companyId);
  // Owners were matched at the preview; the decider checks them against the users active now.
  const allowedOwners = (await activeUserEmails(deps.db, actor.companyId)).map((u) => u.id);
  async function worker() {
    for (;;) {
      const line = valid[next++];
      if (!line) return;
      const customerId = derivedId(seed, `customer:${line.line}`);
      try {
        const res = await handleCommand(deps.store, {
          streamId: `customer-${customerId}`,
          decider: customerDecider,
          commandId: derivedId(seed, `create:${line.line}`),
          ctx,
          newId: () => uuidv7(),
          command: {
            type: "CreateCustomer",
            customerId,
            name: line.name,
            ownerId: actor.id,
            details: line.details,
            owners: line.owners,
            allowedOwners,
            rules,
          },
        });
        if (res.duplicate) result.duplicates++;
        else result.created++;
        if (res.position && (!last || comparePositions(res.position, last) > 0)) last = res.position;
      } catch (e) {
        // A rule the decider enforces beyond the checks above (should not happen): reported, the rest go on.
        result.failed.push({ line: line.line, message: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 16) }, worker));
  if (last) await deps.waitFor(last);
  return result;
}
