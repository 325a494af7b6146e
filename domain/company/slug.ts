// Proposal slugs are unique across companies: each slug is its own stream (`proposal-slug-<slug>`)
// that one company reserves, so two companies racing for it meet optimistic concurrency there.
import { DomainError, MSG, type Decider, type DecideContext, type DomainEvent } from "../shared";
import { checkSlug } from "./settings";

export const slugStreamId = (slug: string) => `proposal-slug-${slug}`;

export type SlugCommand = { type: "ReserveSlug"; slug: string } | { type: "ReleaseSlug"; slug: string };
export type SlugEvent =
  DomainEvent<"SlugReserved", { slug: string; companyId: string }> | DomainEvent<"SlugReleased", { slug: string; companyId: string }>;
export interface SlugState {
  holder: string | null;
}

export const slugDecider: Decider<SlugState, SlugCommand, SlugEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (state, e) => (e.type === "SlugReserved" ? { holder: e.data.companyId } : { holder: null }),
  decide(command, state, ctx: DecideContext) {
    const slug = checkSlug(command.slug);
    if (command.type === "ReserveSlug") {
      if (state.holder === ctx.companyId) return [];
      if (state.holder) throw new DomainError(MSG.slugTaken, "proposalSlug", "conflict");
      return [{ type: "SlugReserved", data: { slug, companyId: ctx.companyId } }];
    }
    if (state.holder !== ctx.companyId) return [];
    return [{ type: "SlugReleased", data: { slug, companyId: ctx.companyId } }];
  },
};
