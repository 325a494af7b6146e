// The reaction to a won sale (preferences.autoCreateProjAndInst, spec part 3 §3): its PROJECT and
// INSTALLATION cards. Driven by the SaleWon event itself — the item page calls it with the win's
// recorded event, and a replay of the same event (a double submit returns the first events) asks
// again: the commands' ids derive from the event id, so the second run is a duplicate of the first
// and creates nothing (the pure plan is domain/item/auto-create.ts). The commands carry the win
// as their causation, so the history shows why the cards appeared.
import { generateKeyBetween } from "fractional-indexing";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import { itemDecider, itemStreamId, type ItemEvent, type ItemState } from "../domain/item";
import { AUTO_CREATED_BOARDS, itemsForWonSale, type AutoCreatedBoard } from "../domain/item/auto-create";
import { DomainError } from "../domain/shared";
import { handleCommand } from "../eventstore/command-handler";
import { commandContext } from "../eventstore/context";
import { nameUuid, uuidv7 } from "../eventstore/ids";
import type { EventStore, Position, RecordedEvent } from "../eventstore/types";
import { savedSettings } from "../projections/read-models/administration.queries";
import { listColumns, neighbourKeys } from "../projections/read-models/board.queries";

export interface AutoCreateDeps {
  db: Kysely<DB>;
  store: EventStore;
}

export interface AutoCreateResult {
  /** The ids of the cards this win opens (already there on a replay). */
  itemIds: string[];
  /** The last position appended (null when nothing new was appended). */
  position: Position | null;
}

async function autoCreateOn(db: Kysely<DB>, companyId: string): Promise<boolean> {
  const saved = await savedSettings(db, companyId);
  const s = (typeof saved === "string" ? JSON.parse(saved) : saved) as { preferences?: { autoCreateProjAndInst?: unknown } } | null;
  return s?.preferences?.autoCreateProjAndInst === true;
}

export async function autoCreateOnWin(deps: AutoCreateDeps, win: RecordedEvent): Promise<AutoCreateResult> {
  const none = { itemIds: [], position: null };
  if (win.type !== "SaleWon") return none;
  const { companyId, actorId } = win.metadata;
  if (!(await autoCreateOn(deps.db, companyId))) return none;
  // The sale as the win left it (the event store, not a read model that may trail).
  let state: ItemState = itemDecider.initialState();
  for (const e of await deps.store.readStream(win.streamId)) {
    if (e.streamPosition <= win.streamPosition) state = itemDecider.evolve(state, e as unknown as ItemEvent);
  }
  if (state.lifecycle === "none") return none;
  const firstColumns = {} as Record<AutoCreatedBoard, { id: string; title: string } | null>;
  const sortKeys = {} as Record<AutoCreatedBoard, string>;
  for (const board of AUTO_CREATED_BOARDS) {
    const [first] = await listColumns(deps.db, companyId, board);
    firstColumns[board] = first ? { id: first.id, title: first.title } : null;
    const [before, after] = first ? await neighbourKeys(deps.db, companyId, board, first.id, 1) : [null, null];
    sortKeys[board] = generateKeyBetween(before, after);
  }
  const plan = itemsForWonSale({
    winEventId: win.id,
    sale: state,
    autoCreateProjAndInst: true,
    firstColumns,
    sortKeys,
    derive: (label) => nameUuid(`${win.id}:${label}`),
  });
  let position: Position | null = null;
  for (const p of plan) {
    try {
      const res = await handleCommand(deps.store, {
        streamId: itemStreamId(p.streamItemId),
        decider: itemDecider,
        command: p.command,
        commandId: p.commandId,
        correlationId: win.metadata.correlationId,
        causationId: win.id,
        ctx: commandContext(actorId, companyId),
        newId: () => uuidv7(),
      });
      if (res.position && !res.duplicate) position = res.position;
    } catch (e) {
      // The card exists already (created under another command id): the win has its card.
      if (!(e instanceof DomainError && e.code === "conflict")) throw e;
    }
  }
  return { itemIds: plan.map((p) => p.streamItemId), position };
}
