// Realistic data for benchmarks and fault tests: companies (a manager, vendors), customers, sales
// spread over the columns, moves, some won or lost. Every event comes from the real deciders.
//
// Two ways to write it:
//   "commands": each command through handleCommand (read stream, decide, append): what the app does,
//               and what `npm run bench:seed` uses.
//   "bulk":     the same commands decided in memory against the stream's folded state (customers and
//               items), each stream's whole history one request of the store's appendMany, 500
//               streams per call, two calls in flight: the same events through the store's own
//               batched append path (expectations, command ids, positions), for the large logs of
//               P2 and P4 (1M events in under two minutes: docs/performance.md, "Generator").
import { generateNKeysBetween } from "fractional-indexing";
import type { Database } from "../../db/connect";
import { customerDecider } from "../../domain/customer";
import { itemDecider } from "../../domain/item";
import { UC_TYPES } from "../../domain/shared";
import type { Decider, DomainEvent } from "../../domain/shared/decider";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import type { AppendRequest, EventStore, Position } from "../../eventstore/types";
import { addVendor, registerCompany } from "../../scripts/demo-seed";
import { seededRandom } from "../../tests/faults/support/random";

const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Eduarda",
  "Fábio",
  "Gabriela",
  "Heitor",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sabrina",
  "Tiago",
  "Vanessa",
  "Wagner",
];
const LAST = [
  "Silva",
  "Souza",
  "Oliveira",
  "Santos",
  "Pereira",
  "Lima",
  "Carvalho",
  "Ferreira",
  "Rodrigues",
  "Almeida",
  "Costa",
  "Gomes",
  "Martins",
  "Araújo",
  "Barbosa",
];
const PLACES = ["Residência", "Sítio", "Padaria", "Mercado", "Fazenda", "Oficina", "Condomínio", "Galpão", "Clínica", "Escola"];
const LOST = ["Preço", "Concorrência", "Desistência"];

export interface GenerateOptions {
  database: Database;
  store: EventStore;
  companies: number;
  itemsPerCompany: number;
  customersPerCompany?: number;
  vendorsPerCompany?: number;
  /** Moves per item (each a MoveItem to another column); some items are then won or lost. */
  movesPerItem?: number;
  mode?: "commands" | "bulk";
  /** Streams written at once. */
  concurrency?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface GeneratedCompany {
  companyId: string;
  managerId: string;
  vendorIds: string[];
  columns: { columnId: string; title: string }[];
  itemIds: string[];
}

type Cmd = Parameters<typeof itemDecider.decide>[0];

async function pool<T>(items: T[], concurrency: number, f: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await f(items[next++]!);
    }),
  );
}

/**
 * Bulk mode: streams per appendMany (the store's batched append: its invariants, expectations and
 * command ids per stream, a few multi-row statements per call), and appendMany calls in flight.
 */
const BULK_CHUNK = 500;
const BULK_WRITERS = 2;

const chunked = <T>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, (i + 1) * n));

/** The events the real decider decides for these commands, one after another from the initial state. */
function decideAll<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, commands: C[], ctx: Parameters<Decider<S, C, E>["decide"]>[2]) {
  let state = decider.initialState();
  const out: { id: string; type: string; data: unknown }[] = [];
  for (const command of commands) {
    for (const e of decider.decide(command, state, ctx)) {
      out.push({ id: uuidv7(), type: e.type, data: e.data });
      state = decider.evolve(state, e);
    }
  }
  return out;
}

/** Writes the data; returns the companies and the position of the last event written. */
export async function generate(opts: GenerateOptions): Promise<{ companies: GeneratedCompany[]; events: number; last: Position | null }> {
  const { database, store } = opts;
  const random = seededRandom(opts.seed ?? 42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const mode = opts.mode ?? "commands";
  const moves = opts.movesPerItem ?? 3;
  const concurrency = opts.concurrency ?? 16;
  const total = opts.companies * opts.itemsPerCompany;
  let done = 0;
  let events = 0;
  let last: Position | null = null;
  const note = (p: Position | null, n: number) => {
    events += n;
    if (p && (!last || BigInt(p.a) > BigInt(last.a) || (p.a === last.a && BigInt(p.b) > BigInt(last.b)))) last = p;
  };
  const companies: GeneratedCompany[] = [];

  for (let c = 0; c < opts.companies; c++) {
    const tag = `${opts.seed ?? 42}-${c}-${uuidv7().slice(-6)}`;
    const reg = await registerCompany(
      { database, store },
      {
        name: `${pick(PLACES)} Solar ${c + 1}`,
        plan: "ENTERPRISE",
        manager: {
          name: `${pick(FIRST)} ${pick(LAST)}`,
          email: `gerente-${tag}@bench.girassol`,
          password: "Girassol123",
        },
      },
    );
    const vendorIds: string[] = [];
    for (let v = 0; v < (opts.vendorsPerCompany ?? 2); v++) {
      vendorIds.push(
        await addVendor({ database, store }, reg.companyId, reg.managerId, {
          name: `${pick(FIRST)} ${pick(LAST)}`,
          email: `vendedor-${v}-${tag}@bench.girassol`,
          password: "Girassol123",
        }),
      );
    }
    const owners = [reg.managerId, ...vendorIds];
    const ctx = () => commandContext(reg.managerId, reg.companyId);
    const meta = () => {
      const commandId = uuidv7();
      return {
        companyId: reg.companyId,
        actorId: reg.managerId,
        commandId,
        correlationId: commandId,
        causationId: null,
        occurredAt: new Date().toISOString(),
      };
    };
    const run = async <S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C) => {
      const r = await handleCommand(store, {
        streamId,
        decider,
        command,
        commandId: uuidv7(),
        ctx: ctx(),
        newId: uuidv7,
      });
      note(r.position, r.events.length);
    };

    const customers = Array.from({ length: opts.customersPerCompany ?? Math.max(1, Math.ceil(opts.itemsPerCompany / 3)) }, () => ({
      id: uuidv7(),
      name: `${pick(FIRST)} ${pick(LAST)}`,
    }));
    const customerCommand = (cu: (typeof customers)[number]) => ({
      type: "CreateCustomer" as const,
      customerId: cu.id,
      name: cu.name,
      ownerId: pick(owners),
    });
    if (mode === "commands") {
      await pool(customers, concurrency, (cu) => run(`customer-${cu.id}`, customerDecider, customerCommand(cu)));
    } else {
      const requests = customers.map((cu) => ({
        streamId: `customer-${cu.id}`,
        events: decideAll(customerDecider, [customerCommand(cu)], ctx()),
        options: { expected: "no_stream" as const, metadata: meta() },
      }));
      await pool(chunked(requests, BULK_CHUNK), Math.min(concurrency, BULK_WRITERS), async (chunk) => {
        for (const o of await store.appendMany(chunk)) {
          if (!o.ok) throw o.error;
          note(o.result.position, o.result.events.length);
        }
      });
    }

    const cols = reg.columns.map((col) => ({ id: col.columnId, title: col.title }));
    const keys = generateNKeysBetween(null, null, opts.itemsPerCompany + moves + 1);
    const plans = Array.from({ length: opts.itemsPerCompany }, (_, i) => {
      const itemId = uuidv7();
      const commands: Cmd[] = [
        {
          type: "CreateItem",
          itemId,
          boardType: "SALES",
          name: `${pick(PLACES)} ${pick(FIRST)} ${(3 + random() * 60).toFixed(1).replace(".", ",")} kWp`,
          amount: (8_000 + random() * 240_000).toFixed(2),
          customer: pick(customers),
          leadTemperature: (Math.floor(random() * 4) - 1) as -1 | 0 | 1 | 2,
          validityDate: null,
          power: null,
          ucType: null,
          ownerId: pick(owners),
          column: pick(cols),
          sortKey: keys[i]!,
        } as Cmd,
      ];
      for (let m = 0; m < moves; m++) commands.push({ type: "MoveItem", to: pick(cols), sortKey: keys[(i + m + 1) % keys.length]! } as Cmd);
      const r = random();
      if (r < 0.1) commands.push({ type: "WinSale", power: (3 + random() * 60).toFixed(2), ucType: pick(UC_TYPES) } as Cmd);
      else if (r < 0.15) commands.push({ type: "LoseSale", reason: pick(LOST) } as Cmd);
      return { itemId, commands };
    });

    /** Bulk: each item's history decided in memory (the real decider), one appendMany per chunk of items. */
    const decideItem = ({ itemId, commands }: (typeof plans)[number]): AppendRequest => ({
      streamId: `item-${itemId}`,
      events: decideAll(itemDecider, commands, ctx()),
      options: { expected: "no_stream", metadata: meta() },
    });
    if (mode === "commands") {
      await pool(plans, concurrency, async ({ itemId, commands }) => {
        for (const command of commands) await run(`item-${itemId}`, itemDecider, command);
        done++;
        opts.onProgress?.(done, total);
      });
    } else {
      await pool(chunked(plans, BULK_CHUNK), Math.min(concurrency, BULK_WRITERS), async (chunk) => {
        const outcomes = await store.appendMany(chunk.map(decideItem));
        for (const o of outcomes) {
          if (!o.ok) throw o.error;
          note(o.result.position, o.result.events.length);
        }
        done += chunk.length;
        opts.onProgress?.(done, total);
      });
    }
    companies.push({
      companyId: reg.companyId,
      managerId: reg.managerId,
      vendorIds,
      columns: reg.columns,
      itemIds: plans.map((p) => p.itemId),
    });
  }
  return { companies, events, last };
}

/** A one-line progress bar on stderr (redrawn on a terminal, a line every 2 s otherwise). */
export function progressBar(label: string): (done: number, total: number) => void {
  const started = performance.now();
  let lastLine = 0;
  return (done, total) => {
    const tty = process.stderr.isTTY === true;
    const now = performance.now();
    if (!tty && now - lastLine < 2000 && done < total) return;
    if (tty && now - lastLine < 100 && done < total) return;
    lastLine = now;
    const ratio = total ? done / total : 1;
    const width = 30;
    const bar = "#".repeat(Math.round(ratio * width)).padEnd(width, "-");
    const rate = done / Math.max(0.001, (now - started) / 1000);
    const line = `${label} [${bar}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${done}/${total} (${Math.round(rate)}/s)`;
    process.stderr.write(tty ? `\r${line}${done >= total ? "\n" : ""}` : `${line}\n`);
  };
}
