// Issue 8 R4: NATS stops in the middle of a stream of business events and comes back. The
// forwarder waits and resumes from its checkpoint, the durable consumer resumes from its ack
// floor, and the inbox applies every event exactly once. Uses a private nats-server (own port,
// own store dir); the shared one on 4222 is never touched. Bounded: 5,000 moves.
import { describe, expect, it } from "vitest";
import { waitUntil } from "../support/wait-until";
import { useNatsPipeline } from "../support/nats-pipeline";
import { createItemCommand, sendItemCommand } from "../support/commands";
import { registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";

const ITEMS = 20;
const MOVES_PER_ITEM = 250; // 5,000 business events, as the issue asks

describe("R4: NATS outage mid-stream", () => {
  const fx = useNatsPipeline({ seed: false });

  it("every business event reaches the inbox once after NATS is stopped and restarted", async () => {
    const { nats, database, store, runner, forwarder, inbox } = fx;
    const { companyId, managerId, columns, position } = await registerCompany(
      { database, store },
      {
        name: "R4 Solar",
        plan: "ENTERPRISE",
        manager: { name: "Gerente R4", email: `r4-${uuidv7()}@x.test`, password: "Girassol123" },
      },
    );
    await runner.waitFor(position!, { timeoutMs: 10_000 });
    const send = (itemId: string, command: ItemCommand) => sendItemCommand(store, { actorId: managerId, companyId }, itemId, command);
    const ids = Array.from({ length: ITEMS }, () => uuidv7());
    for (const id of ids) {
      await send(id, createItemCommand({ itemId: id, name: "Venda R4", amount: "100", ownerId: managerId, column: columns[0] }));
    }
    // The stream exists once the forwarder has published something.
    await waitUntil(
      "the forwarder to reach NATS",
      async () =>
        (await database.db.selectFrom("projection_checkpoints").select("name").where("name", "=", forwarder.checkpointName).execute()).length > 0,
    );
    inbox.start();

    let outageDone: Promise<void> | null = null;
    let receivedAtStop = -1;
    let movesDone = 0;
    const moves = ids.map(async (id) => {
      for (let m = 0; m < MOVES_PER_ITEM; m++) {
        const col = columns[(m + 1) % 2];
        await send(id, { type: "MoveItem", to: { id: col.columnId, title: col.title }, sortKey: `a${m}` });
        movesDone++;
        // A third of the way in (once messages flow), NATS goes down for 5 s while the moves continue.
        if (!outageDone && movesDone >= (ITEMS * MOVES_PER_ITEM) / 3 && inbox.received > 0) {
          outageDone = (async () => {
            receivedAtStop = inbox.received;
            await nats.stop();
            await new Promise((r) => setTimeout(r, 5000));
            await nats.restart();
          })();
        }
      }
    });
    await Promise.all(moves);
    expect(outageDone).not.toBeNull();
    await outageDone;
    // It really was mid-stream: some events had arrived, most had not.
    expect(receivedAtStop).toBeGreaterThan(0);
    expect(receivedAtStop).toBeLessThan(ITEMS * MOVES_PER_ITEM);

    const total = ITEMS * MOVES_PER_ITEM;
    await waitUntil(
      "every move in the inbox",
      async () => {
        const [{ n }] = await database.db
          .selectFrom("automation_inbox")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("company_id", "=", companyId)
          .execute();
        return Number(n) >= total;
      },
      200_000,
      200,
    );
    const [{ n }] = await database.db
      .selectFrom("automation_inbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("company_id", "=", companyId)
      .execute();
    expect(Number(n)).toBe(total);
    const counts = await database.db.selectFrom("automation_inbox_counts").select(["action", "applied"]).execute();
    expect(counts).toEqual([{ action: "MOVING_BUSINESS_BETWEEN_STAGES", applied: total }]);
    // Redeliveries and re-publishes may have happened; none had a second effect.
    expect(inbox.applied).toBe(total);
    expect(inbox.received).toBeGreaterThanOrEqual(total);
  }, 300_000);
});
