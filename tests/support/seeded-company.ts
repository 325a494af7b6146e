// THE seeded-database fixture of the integration and fault tests: a fresh database (its own per
// test file, DESIGN §9), the PostgreSQL event store, a projection runner, and the demo company
// (manager, vendor, boards with their columns, customers and items) built through real commands
// by the demo seed. Helpers send commands as the manager, wait for the projections, and compare a
// rebuild with the live tables.
import { afterAll, beforeAll } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase, type TestDatabaseKind } from "./test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { comparePositions, type EventStore, type Position } from "../../eventstore/types";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import { ProjectionRunner, type ProjectionRunnerOptions } from "../../projections/runner";
import { rebuildProjections } from "../../projections/rebuild";
import { allProjections } from "../../projections/index";
import type { Projection } from "../../projections/types";
import { seedDemoIfEmpty } from "../../scripts/demo-seed";
import type { Decider, DomainEvent } from "../../domain/shared";
import { itemDecider, type ItemCommand } from "../../domain/item";
import { boardDecider, type BoardCommand } from "../../domain/board";
import type { BoardType } from "../../domain/shared";

export interface SeededCompanyOptions {
  kind?: TestDatabaseKind;
  /** The projections the runner applies; default all of them. */
  projections?: Projection[];
  /** Start the runner (default true); without it nothing is seeded either. */
  start?: boolean;
  /** Seed the demo company (default true). */
  seed?: boolean;
  runner?: Partial<ProjectionRunnerOptions>;
  /** Runs once the runner has started, before the seed (to start other consumers of the log first). */
  onStart?: (deps: { database: TestDatabase; store: EventStore; runner: ProjectionRunner }) => Promise<void>;
}

/** Who sends a command, for which company and when (defaults: the seeded manager and company, now). */
export interface CommandAs {
  actorId?: string;
  companyId?: string;
  at?: Date | string;
}

export type SeededCompany = Awaited<ReturnType<typeof seededCompany>>;

export async function seededCompany(opts: SeededCompanyOptions = {}) {
  const database: TestDatabase = await freshDatabase(opts.kind ?? "postgres");
  const store: EventStore = createPostgresEventStore(database);
  const projections = opts.projections ?? allProjections;
  const runner = new ProjectionRunner({ database, store, projections, log: () => {}, ...opts.runner });
  const db = database.db;
  let seeded = false;
  if (opts.start !== false) {
    await runner.start();
    await opts.onStart?.({ database, store, runner });
    if (opts.seed !== false) seeded = await seedDemoIfEmpty({ database, store, runner });
  }

  const company = seeded ? await db.selectFrom("rm_companies").select(["id", "manager_id"]).executeTakeFirstOrThrow() : { id: "", manager_id: "" };
  const userOf = async (role: "MANAGER" | "VENDOR") =>
    seeded
      ? await db.selectFrom("rm_users").select(["id", "name", "email"]).where("role", "=", role).executeTakeFirstOrThrow()
      : { id: "", name: "", email: "" };
  const manager = await userOf("MANAGER");
  const vendor = await userOf("VENDOR");

  /** The columns of a board type, in board order. */
  const columnsOf = (boardType: BoardType = "SALES") =>
    db
      .selectFrom("rm_board_columns")
      .select(["column_id", "title"])
      .where("company_id", "=", company.id)
      .where("board_type", "=", boardType)
      .orderBy("sort_key")
      .execute();
  /** The open items (the seed's SALES items first), in number order. */
  const openItems = () =>
    db
      .selectFrom("rm_items")
      .select(["id", "number", "name", "status", "sort_key", "column_id", "customer_name", "owner_id"])
      .where("status", "=", "IN_PROGRESS")
      .orderBy("number")
      .execute();
  const columns = seeded ? await columnsOf("SALES") : [];
  const items = seeded ? await openItems() : [];

  const ctx = (as: CommandAs = {}) =>
    commandContext(as.actorId ?? company.manager_id, as.companyId ?? company.id, as.at === undefined ? undefined : new Date(as.at));
  /** Handles one command on a stream: by default as the seeded manager, now. */
  // The newest position this fixture appended: settle() waits for it. The log's head alone is not
  // enough, because the gap-free read holds back events while another test file's transaction is open.
  let lastAppended: Position | null = null;
  const command = async <S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, cmd: C, as?: CommandAs) => {
    const r = await handleCommand(store, {
      streamId,
      decider,
      command: cmd,
      commandId: uuidv7(),
      ctx: ctx(as),
      newId: () => uuidv7(),
    });
    if (r.position && (!lastAppended || comparePositions(r.position, lastAppended) > 0)) lastAppended = r.position;
    return r;
  };
  const item = (itemId: string, cmd: ItemCommand, as?: CommandAs) => command(`item-${itemId}`, itemDecider, cmd, as);
  const board = (cmd: BoardCommand, boardType: BoardType = "SALES", as?: CommandAs) =>
    command(`board-${as?.companyId ?? company.id}-${boardType}`, boardDecider, cmd, as);

  /** Waits until the runner's projections have applied `position` (default: everything appended). */
  const settle = async (position?: Position | null, timeoutMs = 20_000) => {
    const until = position ?? lastAppended ?? (await store.headPosition());
    return until ? runner.waitFor(until, { timeoutMs }) : true;
  };

  /** Every row of the tables (each as its text form), in a stable order, to compare live and rebuilt. */
  const snapshot = (tables: readonly string[] = projections.flatMap((p) => p.tables)) => tableSnapshot(database, tables);

  /**
   * Stops the runner, snapshots `tables`, rebuilds `rebuilt` from the first event and snapshots
   * again: a test expects the two equal.
   */
  const rebuild = async (tables: readonly string[], rebuilt: Projection[] = projections, batchSize?: number) => {
    await runner.stop();
    const live = await snapshot(tables);
    await rebuildProjections({ database, store, projections: rebuilt, batchSize });
    return { live, rebuilt: await snapshot(tables) };
  };

  const close = async () => {
    await runner.stop();
    await store.close();
    await database.drop();
  };

  return {
    database,
    db,
    store,
    runner,
    seeded,
    company,
    manager,
    vendor,
    columns,
    items,
    columnsOf,
    openItems,
    ctx,
    command,
    item,
    board,
    settle,
    snapshot,
    rebuild,
    close,
  };
}

/** Every row of each table as its text form, sorted: equal snapshots mean identical tables. */
export async function tableSnapshot(database: TestDatabase, tables: readonly string[]) {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ r: string }>`select t::text as r from ${sql.table(table)} t order by 1`.execute(database.db);
    out[table] = rows.map((x) => x.r);
  }
  return out;
}

/**
 * The fixture for the whole test file (or describe block): built in beforeAll, closed in afterAll.
 * The returned object is filled in by beforeAll, so read its fields inside the tests only.
 */
export function useSeededCompany(opts: SeededCompanyOptions | (() => SeededCompanyOptions) = {}): SeededCompany {
  const fx = {} as SeededCompany;
  beforeAll(async () => {
    Object.assign(fx, await seededCompany(typeof opts === "function" ? opts() : opts));
  });
  afterAll(async () => {
    await fx.close?.();
  });
  return fx;
}
