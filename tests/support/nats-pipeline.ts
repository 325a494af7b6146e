// The business-event pipeline over a private nats-server (own port and store dir; the shared one on
// 4222 is never touched): the seeded-company fixture (database, store, projections), the NATS
// forwarder started before the seed (so the seed's business events go out too) and the worked
// example's inbox subscriber (created, not started: a test starts it when it wants).
import { afterAll, beforeAll } from "vitest";
import { NatsForwarder } from "../../automation/nats-forwarder";
import { InboxSubscriber } from "../../scripts/inbox-subscriber";
import { PrivateNats } from "./private-nats";
import { seededCompany, type SeededCompany, type SeededCompanyOptions } from "./seeded-company";

export type NatsPipeline = SeededCompany & { nats: PrivateNats; forwarder: NatsForwarder; inbox: InboxSubscriber };

/** Built in beforeAll, stopped and dropped in afterAll; read its fields inside the tests only. */
export function useNatsPipeline(opts: Omit<SeededCompanyOptions, "onStart"> = {}): NatsPipeline {
  const fx = {} as NatsPipeline;
  beforeAll(async () => {
    const nats = await PrivateNats.start();
    fx.nats = nats;
    let forwarder!: NatsForwarder;
    const company = await seededCompany({
      ...opts,
      onStart: async ({ database, store }) => {
        forwarder = new NatsForwarder({ database, store, natsUrl: nats.url });
        await forwarder.start();
      },
    });
    const inbox = new InboxSubscriber({ database: company.database, natsUrl: nats.url });
    Object.assign(fx, company, { nats, forwarder, inbox });
  });
  afterAll(async () => {
    await fx.inbox?.stop();
    await fx.forwarder?.stop();
    await fx.close?.();
    await fx.nats?.destroy();
  });
  return fx;
}
