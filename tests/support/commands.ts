// Typed command builders and a one-call command sender for tests, fault drills and benchmarks that
// act through the real command handler (not the app's forms). A renamed command field fails the
// build here, not a test at run time.
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import type { EventStore } from "../../eventstore/types";
import type { Decider, DomainEvent } from "../../domain/shared";
import { itemDecider, type ColumnRef, type CreateItem, type ItemCommand } from "../../domain/item";

/** A column as the tests meet it: a command's ref, registerCompany's result, or an rm_board_columns row. */
export type AnyColumn = ColumnRef | { columnId: string; title: string } | { column_id: string; title: string };

/** The command form ({ id, title }) of a column. */
export function columnRef(c: AnyColumn): ColumnRef {
  if ("columnId" in c) return { id: c.columnId, title: c.title };
  if ("column_id" in c) return { id: c.column_id, title: c.title };
  return { id: c.id, title: c.title };
}

/**
 * A CreateItem command: a SALES item with no customer, temperature, validity, power or UC type, at
 * sort key "a0", unless overridden.
 */
export function createItemCommand(
  over: Partial<Omit<CreateItem, "type" | "column">> & Pick<CreateItem, "itemId" | "name" | "amount" | "ownerId"> & { column: AnyColumn },
): CreateItem {
  return {
    type: "CreateItem",
    boardType: "SALES",
    customer: null,
    leadTemperature: -1,
    validityDate: null,
    power: null,
    ucType: null,
    sortKey: "a0",
    ...over,
    column: columnRef(over.column),
  };
}

/** Who sends a command, for which company, and when (default now). */
export interface Sender {
  actorId: string;
  companyId: string;
  at?: Date | string;
}

/** Handles one command through the command handler, with fresh ids (or the given commandId). */
export function sendCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  as: Sender,
  args: { streamId: string; decider: Decider<S, C, E>; command: C; commandId?: string; retries?: number },
) {
  const { retries, ...rest } = args;
  return handleCommand(store, {
    ...rest,
    commandId: args.commandId ?? uuidv7(),
    ctx: commandContext(as.actorId, as.companyId, as.at === undefined ? undefined : new Date(as.at)),
    newId: () => uuidv7(),
    ...(retries !== undefined ? { retries } : {}),
  });
}

/** Handles one item command on `item-<itemId>`. */
export function sendItemCommand(
  store: EventStore,
  as: Sender,
  itemId: string,
  command: ItemCommand,
  opts: { commandId?: string; retries?: number } = {},
) {
  return sendCommand(store, as, { streamId: `item-${itemId}`, decider: itemDecider, command, ...opts });
}
