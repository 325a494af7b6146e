// The projector as a separate process, for R3 (SIGKILLed at random points by the test).
//   node --import tsx tests/faults/support/projector-child.ts rebuild|catch-up|shadow
//   env: DATABASE_URL, BATCH (events per batch and transaction), PHASE_PAUSE_MS (shadow: a pause
//   after each phase line, so that a kill sent on that line lands there, inside the swap's transaction)
// Prints "ready" once connected, "applied <n>" after every committed batch (rebuild, shadow),
// "phase <phase> <projection>" at each step of a shadow swap, "done" at the end.
import { connect } from "../../../db/connect";
import { createPostgresEventStore } from "../../../eventstore/postgres/adapter";
import { allProjections } from "../../../projections/index";
import { ProjectionBusy, rebuildProjections } from "../../../projections/rebuild";
import { ProjectionRunner } from "../../../projections/runner";
import { rebuildInShadow, ShadowRebuildBusy } from "../../../projections/shadow-rebuild";

const mode = process.argv[2];
const batchSize = Number(process.env.BATCH ?? 100);
const phasePauseMs = Number(process.env.PHASE_PAUSE_MS ?? 0);
const database = await connect({ url: process.env.DATABASE_URL!, max: 4 });
const store = createPostgresEventStore(database);
process.stdout.write("ready\n");

// The previous (killed) process's session may hold the projection locks for a moment longer,
// until PostgreSQL notices its socket closed.
for (let attempt = 0; ; attempt++) {
  try {
    if (mode === "rebuild") {
      await rebuildProjections({
        database,
        store,
        projections: allProjections,
        batchSize,
        onProgress: (p) => process.stdout.write(`applied ${p.applied}\n`),
      });
    } else if (mode === "shadow") {
      await rebuildInShadow({
        database,
        store,
        projections: allProjections,
        batchSize,
        onProgress: (p) => process.stdout.write(`applied ${p.applied}\n`),
        onPhase: async (phase, name) => {
          process.stdout.write(`phase ${phase} ${name}\n`);
          if (phasePauseMs > 0) await new Promise((r) => setTimeout(r, phasePauseMs));
        },
      });
    } else {
      // catchUp() skips a projection whose lock it cannot take: go on until the checkpoints reach
      // the head of the log.
      const runner = new ProjectionRunner({ database, store, projections: allProjections, batchSize, log: () => {} });
      const head = await store.headPosition();
      while (head && !(await runner.waitFor(head, { timeoutMs: 0 }))) {
        await runner.catchUp();
        if (!(await runner.waitFor(head, { timeoutMs: 0 }))) {
          if (attempt++ >= 100) throw new Error("catch-up: projections still locked by another session");
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }
    break;
  } catch (e) {
    if (!(e instanceof ProjectionBusy || e instanceof ShadowRebuildBusy) || attempt >= 100) throw e;
    await new Promise((r) => setTimeout(r, 100));
  }
}
process.stdout.write("done\n");
await store.close();
await database.close();
