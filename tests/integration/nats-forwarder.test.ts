// The JetStream forwarder against the real nats-server on 127.0.0.1:4222: every event and every
// business event arrives once, on its subject, with its msgID; re-forwarding from the start (as
// after a lost checkpoint) is dropped by JetStream as duplicates.
import { describe, expect, it } from "vitest";
import { uuidv7 } from "../../eventstore/ids";
import { ProjectionRunner } from "../../projections/runner";
import { automationProjection } from "../../projections/automation";
import { useSharedNats } from "../support/shared-nats";
import { waitUntil } from "../support/wait-until";

describe("NATS JetStream forwarder", () => {
  const fx = useSharedNats("T");

  it("publishes each event and business event once, and drops a re-publish as duplicate", async () => {
    const { store, database, nc, streamName, subjectPrefix: prefix, company } = fx;
    const meta = () => fx.meta();
    const items = Array.from({ length: 10 }, () => uuidv7());
    for (const id of items) {
      await store.append(
        `item-${id}`,
        [
          {
            id: uuidv7(),
            type: "ItemCreated",
            data: {
              itemId: id,
              boardType: "SALES",
              name: "Venda",
              amount: "100.00",
              customer: null,
              leadTemperature: -1,
              validityDate: null,
              power: null,
              ucType: null,
              ownerId: uuidv7(),
              columnId: "a",
              columnTitle: "Contato",
              sortKey: "a0",
            },
          },
          {
            id: uuidv7(),
            type: "ItemMoved",
            data: {
              fromColumnId: "a",
              fromColumnTitle: "Contato",
              toColumnId: "b",
              toColumnTitle: "Proposta",
              sortKey: "a1",
            },
          },
          { id: uuidv7(), type: "SaleWon", data: { power: "5.00", ucType: "Residencial" } },
        ],
        { expected: "no_stream", metadata: meta() },
      );
    }
    // The global log is gap-free: an open transaction anywhere on the server (the other test files
    // run beside this one) holds newer events back until it ends. Count once all of them show.
    const visible = (n: number) => waitUntil(`${n} events visible in the log`, async () => (await store.readAll({ limit: 100 })).length === n);
    await visible(30);
    const forwarder = fx.forwarder();
    // The forwarder never goes past the enrichment projection (business payloads come from it).
    expect(await forwarder.catchUp()).toBe(0);
    const enrichment = new ProjectionRunner({ database, store, projections: [automationProjection] });
    await enrichment.catchUp();
    expect(await forwarder.catchUp()).toBe(30);
    const jsm = await nc.jetstreamManager();
    // 30 events + 20 business events (move and win; creation is not one).
    expect((await jsm.streams.info(streamName)).state.messages).toBe(50);
    const move = await jsm.streams.getMessage(streamName, {
      last_by_subj: `${prefix}.${company}.business.MOVING_BUSINESS_BETWEEN_STAGES`,
    });
    expect(move.json<any>()).toMatchObject({
      action: "MOVING_BUSINESS_BETWEEN_STAGES",
      company: { id: company },
      to: { columnTitle: "Proposta" },
      item: { name: "Venda", boardType: "SALES", amount: "100.00" },
    });

    // A lost checkpoint: the forwarder starts over, JetStream drops every message by msgID.
    await database.db.deleteFrom("projection_checkpoints").where("name", "=", forwarder.checkpointName).execute();
    expect(await forwarder.catchUp()).toBe(30);
    expect((await jsm.streams.info(streamName)).state.messages).toBe(50);

    // New events continue from the checkpoint.
    await store.append(`item-${items[0]}`, [{ id: uuidv7(), type: "SaleLost", data: { reason: "Preço" } }], {
      expected: 2,
      metadata: meta(),
    });
    await visible(31);
    expect(await forwarder.catchUp()).toBe(0);
    await enrichment.catchUp();
    expect(await forwarder.catchUp()).toBe(1);
    expect((await jsm.streams.info(streamName)).state.messages).toBe(52);
    await forwarder.stop();
  });
});
