// Sends one command for the signed-in user: decide + append (retried on conflict, idempotent by
// commandId), then waits until the read models its events change include it, so the redirected
// page shows it. A projection with no handler for those events changes no row for them: waiting
// for it too only added its catch-up to every POST (docs/performance.md, "Proposal wizard").
import type { Decider, DomainEvent } from "../../domain/shared/decider";
import { DomainError } from "../../domain/shared/decider";
import { MSG } from "../../domain/shared/validation";
import { WrongExpectedVersion, type RecordedEvent } from "../../eventstore/types";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { FoldCache } from "../../eventstore/fold-cache";
import { nameUuid, uuidv7, UUID_RE } from "../../eventstore/ids";
import { projectionsHandling } from "../../projections/handling";
import { allProjections } from "../../projections/index";
import { services } from "./services.server";
import { noteCommandId } from "./page-cache.server";

/**
 * The streams' folded states between this process's commands, per store (a test's fresh database
 * is a new store): a command reads only what was appended since the last one on its stream
 * (fold-cache.ts). sendCommand never hands the state out.
 */
const foldsByStore = new WeakMap<object, FoldCache>();
function foldsOf(store: object): FoldCache {
  let folds = foldsByStore.get(store);
  if (!folds) foldsByStore.set(store, (folds = new FoldCache()));
  return folds;
}

/** On success, the command's events (its first ones on a duplicate): reactions key their ids on them. */
export type CommandOutcome = { ok: true; duplicate: boolean; events: RecordedEvent[] } | { ok: false; error: DomainError };

export async function sendCommand<S, C, E extends DomainEvent>(
  actor: { id: string; companyId: string },
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  commandId: string,
  opts: {
    /**
     * Projections the page the command leads to waits for itself (requireProposal:
     * PROPOSAL_READ_MODELS): the POST does not, and their catch-up overlaps the redirect.
     */
    nextPageWaits?: readonly string[];
  } = {},
): Promise<CommandOutcome> {
  const { store, runner } = await services();
  try {
    const res = await handleCommand(store, {
      streamId,
      decider,
      command,
      commandId,
      ctx: commandContext(actor.id, actor.companyId),
      newId: () => uuidv7(),
      folds: foldsOf(store),
    });
    // Read-your-writes: the redirected page should show the change. Projections catch up in
    // milliseconds when idle; on a loaded machine they can trail by seconds, so wait up to 15 s.
    if (res.position) {
      const changed = projectionsHandling(allProjections, res.events).filter((name) => !opts.nextPageWaits?.includes(name));
      if (changed.length) await runner.waitFor(res.position, { timeoutMs: 15_000, projections: changed });
    }
    return { ok: true, duplicate: res.duplicate, events: res.events };
  } catch (e) {
    if (e instanceof DomainError) return { ok: false, error: e };
    // Lost the race after the handler's retries (many people changing one record at once): the
    // user gets a clear message and can try again; nothing was appended.
    if (e instanceof WrongExpectedVersion) return { ok: false, error: new DomainError(MSG.concurrentChange, undefined, "conflict") };
    throw e;
  }
}

/** The commandId rendered into a form; a malformed one is replaced (and so cannot collide). */
export function commandIdFrom(form: FormData): string {
  const v = String(form.get("commandId") ?? "");
  return UUID_RE.test(v) ? v : uuidv7();
}

export function newCommandId(): string {
  const id = uuidv7();
  noteCommandId(id); // a cached board page must give every visitor fresh ones (page-cache.server)
  return id;
}

/**
 * An id derived from a command id, so that the entities one form creates (the item, an inline
 * customer) get the same ids when the form is submitted twice.
 */
export function derivedId(commandId: string, label: string): string {
  return nameUuid(`${commandId}:${label}`);
}
