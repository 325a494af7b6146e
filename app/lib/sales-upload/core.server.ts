// The sales upload's work (/upload-de-vendas, issue 20), its dependencies passed in (the route gives
// the app's services; the integration test a fresh database): read a CSV or XLSX file with the
// shared tabular reader, check every line (domain/sales-upload), then create the valid lines'
// customers and sales, in that order.
//
// Ids are stable per line: an "Código" (external id) names the sale for good, otherwise the file's
// hash and the line do; commands carry ids derived from them, which the event store has seen on a
// second upload, so nothing is created twice. Owners: the line's vendor e-mail; none, and the
// company distributes leads: the next vendor by round-robin (domain/distribution, LeadDistributed,
// one command at a time on the company's distribution stream); otherwise the uploader. A customer
// created here belongs to its first sale's owner and the company's standard owners (stdOwners).
import type { Kysely } from "kysely";
import { generateNKeysBetween } from "fractional-indexing";
import type { DB } from "../../../db/schema";
import { matchHeader, wrongColumnsMessage } from "../../../domain/catalogue-import/columns";
import { customerDecider, withStandardOwners, type CustomerRules } from "../../../domain/customer";
import { distributionDecider, distributionStreamId, type LeadDistributed } from "../../../domain/distribution/decider";
import { itemDecider, itemStreamId, type CustomerRef } from "../../../domain/item";
import { normalizeSearch } from "../../../domain/shared";
import {
  checkSaleRecord,
  customerCells,
  refuseRepeatedIds,
  SALES_UPLOAD_COLUMNS,
  type CustomerCells,
  type SaleField,
  type SaleLine,
} from "../../../domain/sales-upload/rows";
import { handleCommand } from "../../../eventstore/command-handler";
import { FoldCache } from "../../../eventstore/fold-cache";
import { commandContext, localDate } from "../../../eventstore/context";
import { nameUuid, uuidv7 } from "../../../eventstore/ids";
import { comparePositions, type EventStore, type Position } from "../../../eventstore/types";
import { listColumns, neighbourKeys } from "../../../projections/read-models/board.queries";
import { activeUserEmails, activeUsersWithPermissions } from "../../../projections/read-models/companies.queries";
import { customersNamedBy } from "../../../projections/read-models/sales-upload.queries";
import { salesVendors } from "../lead-distribution.server";
import { readTableFile, TableFileError, type ReadTableFile } from "../tables/uploads.server";

export interface SalesImportDeps {
  db: Kysely<DB>;
  store: EventStore;
  waitFor: (position: Position) => Promise<unknown>;
}

export interface SalesActor {
  id: string;
  companyId: string;
  /** Who gets a distributed sale when no vendor can take it. */
  managerId: string;
}

/** Lines of a sales file at most (the customer upload's limit). */
export const SALES_MAX_RECORDS = 10_000;

function recogniseHeader(cells: string[]) {
  const m = matchHeader(cells, SALES_UPLOAD_COLUMNS);
  return m.missing.length === 0 && m.keys.some((k) => k !== null) ? m : null;
}

/** The company's customers the file names, as a lookup by document, then e-mail, then name. */
async function customerFinder(db: Kysely<DB>, companyId: string, cells: CustomerCells[]) {
  const found = await customersNamedBy(db, companyId, {
    documents: [...new Set(cells.map((c) => c.document).filter(Boolean))],
    emails: [...new Set(cells.map((c) => c.email).filter(Boolean))],
    names: [...new Set(cells.map((c) => c.name.toLowerCase()).filter(Boolean))],
  });
  const first = <K extends string>(key: (r: (typeof found)[number]) => K) => {
    const map = new Map<K, { id: string; name: string }>();
    for (const r of found) if (key(r) && !map.has(key(r))) map.set(key(r), { id: r.id, name: r.name });
    return map;
  };
  const byDocument = first((r) => r.document);
  const byEmail = first((r) => r.email.toLowerCase());
  const byName = first((r) => normalizeSearch(r.name));
  return (c: CustomerCells) =>
    (c.document && byDocument.get(c.document)) || (c.email && byEmail.get(c.email)) || (c.name && byName.get(normalizeSearch(c.name))) || null;
}

/** Every line of the file checked; TableFileError when the file as a whole is refused. */
export async function checkSalesFile(
  db: Kysely<DB>,
  actor: SalesActor,
  path: string,
  customerRules: CustomerRules,
  today: string = localDate(new Date()),
): Promise<{ lines: SaleLine[]; read: ReadTableFile }> {
  const records: { line: number; values: Partial<Record<SaleField, string>> }[] = [];
  const read = await readTableFile(
    path,
    recogniseHeader,
    (first) => wrongColumnsMessage(SALES_UPLOAD_COLUMNS, matchHeader(first, SALES_UPLOAD_COLUMNS)),
    (r, match) => {
      const values: Partial<Record<SaleField, string>> = {};
      match.keys.forEach((k, i) => {
        if (k) values[k] = r.cells[i] ?? "";
      });
      records.push({ line: r.line, values });
    },
    SALES_MAX_RECORDS,
  );
  if (records.length === 0) throw new TableFileError("O arquivo não tem nenhuma venda (só o cabeçalho).");
  const [columns, users, withPermissions, findCustomer] = await Promise.all([
    listColumns(db, actor.companyId, "SALES"),
    activeUserEmails(db, actor.companyId),
    activeUsersWithPermissions(db, actor.companyId),
    customerFinder(
      db,
      actor.companyId,
      records.map((r) => customerCells(r.values)),
    ),
  ]);
  // A sale's owner: the company's manager or a vendor who can open the sales board.
  const salesOwners = new Set([...withPermissions.filter((u) => u.role === "MANAGER"), ...salesVendors(withPermissions)].map((u) => u.id));
  const ctx = {
    columns: columns.map((c) => ({ id: c.id, title: c.title })),
    ownerByEmail: new Map(users.map((u) => [u.email.toLowerCase(), salesOwners.has(u.id) ? u.id : null])),
    today,
    customerRules,
    findCustomer,
  };
  return { lines: refuseRepeatedIds(records.map((r) => checkSaleRecord(r.values, r.line, ctx))), read };
}

/** The sale's id: by its external id (any file), else by the file and the line. */
export function saleIdFor(companyId: string, fileHash: string, line: SaleLine): string {
  const ext = line.sale?.externalId;
  return ext ? nameUuid(`${companyId}:sales-upload:ext:${ext}`) : nameUuid(`${companyId}:sales-upload:${fileHash}:line:${line.line}`);
}

export interface SalesImportResult {
  created: number;
  duplicates: number;
  /** Sales given an owner by round-robin in this import. */
  distributed: number;
  failed: { line: number; message: string }[];
}

/** Who each item of the distribution stream went to (read once, for lines distributed before). */
async function distributedOwners(store: EventStore, stream: string): Promise<Map<string, string>> {
  const events = (await store.readStream(stream)).filter((e) => e.type === "LeadDistributed") as unknown as LeadDistributed[];
  return new Map(events.map((e) => [e.data.itemId, e.data.ownerId]));
}

/** Runs `work` over `items`, `concurrency` at a time (the PostgreSQL store combines concurrent appends). */
async function eachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/**
 * Creates the customers and sales of the valid lines. Idempotent: a sale created before (the same
 * file again, or the same "Código") counts as a duplicate, and its owner is the one chosen then.
 */
export async function importSales(
  deps: SalesImportDeps,
  actor: SalesActor,
  fileHash: string,
  lines: SaleLine[],
  opts: {
    distributeLeads: boolean;
    rules: CustomerRules;
    /** preferences.stdOwners: a customer the file creates belongs also to them (the active ones; ADR 015). */
    stdOwners: readonly string[];
    concurrency?: number;
  },
): Promise<SalesImportResult> {
  const valid = lines.filter((l) => l.sale !== null);
  const result: SalesImportResult = { created: 0, duplicates: 0, distributed: 0, failed: [] };
  const ctx = commandContext(actor.id, actor.companyId);
  let last: Position | null = null;
  const note = (p: Position | null | undefined) => {
    if (p && (!last || comparePositions(p, last) > 0)) last = p;
  };
  const users = await activeUsersWithPermissions(deps.db, actor.companyId);
  const saleIds = new Map(valid.map((l) => [l, saleIdFor(actor.companyId, fileHash, l)]));

  // 1. Owners: the line's vendor, the round-robin's next one (one at a time: each moves the turn), or the uploader.
  const owners = new Map<SaleLine, string>();
  const candidates = salesVendors(users).map((u) => u.id);
  const stream = distributionStreamId(actor.companyId);
  // The stream is folded once and kept (a file of thousands of lines appends as many events to it).
  const folds = new FoldCache(1);
  let earlier: Map<string, string> | null = null;
  for (const l of valid) {
    if (l.sale!.ownerId || !opts.distributeLeads) {
      owners.set(l, l.sale!.ownerId ?? actor.id);
      continue;
    }
    const itemId = saleIds.get(l)!;
    const res = await handleCommand(deps.store, {
      streamId: stream,
      decider: distributionDecider,
      commandId: nameUuid(`${itemId}:distribute`),
      ctx,
      newId: () => uuidv7(),
      command: { type: "DistributeLead", itemId, candidates, managerId: actor.managerId },
      folds,
    });
    note(res.position);
    const event = res.events.find((e) => e.type === "LeadDistributed") as unknown as LeadDistributed | undefined;
    if (event && !res.duplicate) result.distributed++;
    // Given an owner before (this file again, or an earlier upload of this "Código"): the first choice stands.
    earlier ??= event ? null : await distributedOwners(deps.store, stream);
    owners.set(l, event?.data.ownerId ?? earlier?.get(itemId) ?? actor.managerId);
  }

  // 2. Customers to create: once per customer, however many lines name it, owned by its first sale's
  // owner and the company's standard owners.
  const customerIds = new Map<string, string>();
  const toCreate: SaleLine[] = [];
  for (const l of valid) {
    const c = l.sale!.customer;
    if (c?.kind !== "new" || customerIds.has(c.key)) continue;
    customerIds.set(c.key, nameUuid(`${actor.companyId}:sales-upload:${fileHash}:customer:${c.key}`));
    toCreate.push(l);
  }
  const allowedOwners = users.map((u) => u.id);
  const refusedCustomers = new Map<string, string>();
  await eachConcurrently(toCreate, opts.concurrency ?? 16, async (l) => {
    const c = l.sale!.customer as Extract<NonNullable<NonNullable<SaleLine["sale"]>["customer"]>, { kind: "new" }>;
    const customerId = customerIds.get(c.key)!;
    try {
      const res = await handleCommand(deps.store, {
        streamId: `customer-${customerId}`,
        decider: customerDecider,
        commandId: nameUuid(`${customerId}:create`),
        ctx,
        newId: () => uuidv7(),
        command: {
          type: "CreateCustomer",
          customerId,
          name: c.name,
          ownerId: actor.id,
          details: c.details,
          owners: withStandardOwners([owners.get(l)!], opts.stdOwners, allowedOwners),
          allowedOwners,
          rules: opts.rules,
        },
      });
      note(res.position);
    } catch (e) {
      refusedCustomers.set(c.key, e instanceof Error ? e.message : String(e));
    }
  });

  // 3. The sales, each at the top of its column (keys before the column's first card, in file order).
  const byColumn = new Map<string, SaleLine[]>();
  for (const l of valid) byColumn.set(l.sale!.column.id, [...(byColumn.get(l.sale!.column.id) ?? []), l]);
  const sortKeys = new Map<SaleLine, string>();
  for (const [columnId, ls] of byColumn) {
    const [, first] = await neighbourKeys(deps.db, actor.companyId, "SALES", columnId, 1);
    generateNKeysBetween(null, first, ls.length).forEach((k, i) => sortKeys.set(ls[i]!, k));
  }
  await eachConcurrently(valid, opts.concurrency ?? 16, async (l) => {
    const sale = l.sale!;
    const c = sale.customer;
    if (c?.kind === "new" && refusedCustomers.has(c.key)) return void result.failed.push({ line: l.line, message: refusedCustomers.get(c.key)! });
    const customer: CustomerRef | null = !c
      ? null
      : c.kind === "existing"
        ? { id: c.id, name: c.name }
        : { id: customerIds.get(c.key)!, name: c.name };
    const itemId = saleIds.get(l)!;
    try {
      const res = await handleCommand(deps.store, {
        streamId: itemStreamId(itemId),
        decider: itemDecider,
        commandId: nameUuid(`${itemId}:create`),
        ctx,
        newId: () => uuidv7(),
        command: {
          type: "CreateItem",
          itemId,
          boardType: "SALES",
          name: sale.name,
          amount: sale.amount,
          customer,
          leadTemperature: -1,
          validityDate: null,
          power: sale.power,
          ucType: null,
          ownerId: owners.get(l)!,
          column: sale.column,
          sortKey: sortKeys.get(l)!,
          registeredAt: sale.registeredAt,
        },
      });
      if (res.duplicate) result.duplicates++;
      else result.created++;
      note(res.position);
    } catch (e) {
      // Created before under another command (a conflict), or a rule beyond the checks: reported, the rest go on.
      result.failed.push({ line: l.line, message: e instanceof Error ? e.message : String(e) });
    }
  });
  result.failed.sort((a, b) => a.line - b.line);
  if (last) await deps.waitFor(last);
  return result;
}
