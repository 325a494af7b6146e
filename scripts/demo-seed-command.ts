// The demo seeds' one way to send a command (demo-seed.ts and its catalogue, kit and table parts):
// through the real command handler, so the demo is real events, as `actorId` of `companyId` at the
// instant `at` (the demo's history is spread over past days), with a fresh command id.
import type { Decider, DomainEvent } from "../domain/shared/decider";
import { handleCommand } from "../eventstore/command-handler";
import { commandContext } from "../eventstore/context";
import { uuidv7 } from "../eventstore/ids";
import type { EventStore } from "../eventstore/types";

/** Decides and appends one command; returns the position of its last event (null when it changed nothing). */
export async function seedCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  actorId: string,
  companyId: string,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  at: Date,
) {
  const res = await handleCommand(store, {
    streamId,
    decider,
    command,
    commandId: uuidv7(),
    ctx: commandContext(actorId, companyId, at),
    newId: () => uuidv7(),
  });
  return res.position;
}

/** seedCommand bound to one actor, company and instant: `send(streamId, decider, command)`. */
export function seederAs(store: EventStore, actorId: string, companyId: string, at: Date) {
  return <S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C) =>
    seedCommand(store, actorId, companyId, streamId, decider, command, at);
}
