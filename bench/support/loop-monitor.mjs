// Bench-only preload (NODE_OPTIONS="--import ./bench/support/loop-monitor.mjs"): the server's main
// thread's event-loop delay, written every 250 ms to BENCH_LOOP_FILE as one JSON line {t, max, p99}
// (ms) and reset, so a bench can tell a stalled loop from a CPU shared with other threads.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

const file = process.env.BENCH_LOOP_FILE;
if (isMainThread && file) {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ t: Date.now(), max: h.max / 1e6, p99: h.percentile(99) / 1e6 })}\n`);
    h.reset();
  }, 250).unref();
}
