// "Desfazer" after deleting items (issue 18, ADR 016): a deleted card comes back as it was, for a
// short while and only for someone allowed to delete it. The clock comes in ctx.now.
import { DomainError, MSG, type DecideContext } from "../shared";
import type { RestoreItem } from "./commands";
import type { ItemRestored } from "./events";
import type { ItemState } from "./state";

/** How long after the delete "Desfazer" is accepted: the toast offers it ~10 s, plus the round trip. */
export const RESTORE_WINDOW_MS = 15_000;

export const RESTORE_MSG = {
  expired: "O prazo para desfazer a exclusão acabou: o item continua excluído.",
  notDeleted: "Este item não está excluído: não há o que desfazer.",
} as const;

export function restoreItem(command: RestoreItem, state: ItemState, ctx: DecideContext): ItemRestored[] {
  if (command.actorRole === "VENDOR") throw new DomainError(MSG.vendorsCannotDelete, undefined, "forbidden");
  if (command.actorRole !== "MANAGER") throw new DomainError(MSG.forbidden, undefined, "forbidden");
  // Never created, or a sale sent back to its lead (not a delete): nothing here to bring back.
  if (state.lifecycle === "none" || state.lifecycle === "returnedToPreSale") throw new DomainError(MSG.itemNotFound, undefined, "not_found");
  if (state.lifecycle === "active") throw new DomainError(RESTORE_MSG.notDeleted, undefined, "conflict");
  const elapsed = state.deletedAt === null ? Infinity : Date.parse(ctx.now) - Date.parse(state.deletedAt);
  if (!(elapsed <= RESTORE_WINDOW_MS)) throw new DomainError(RESTORE_MSG.expired, undefined, "conflict");
  return [{ type: "ItemRestored", data: { deletedAt: state.deletedAt! } }];
}
