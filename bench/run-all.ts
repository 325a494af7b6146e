// npm run bench: every benchmark in turn (each in its own process, on its own scratch database),
// then every ratio with its goal. Scale knobs are the scripts' env variables (see each file);
// BENCH_QUICK=1 runs them all small (minutes instead of tens of minutes).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const quick = process.env.BENCH_QUICK === "1";
const quickEnv: Record<string, string> = quick
  ? {
      BENCH_SECONDS: "3",
      BENCH_ROUNDS: "2",
      BENCH_EVENTS: "20000",
      BENCH_READ_EVENTS: "20000",
      BENCH_MOVES: "200",
      BENCH_P4_SMALL: "1000",
      BENCH_P4_LARGE: "10000",
      BENCH_LOAD_SECONDS: "5",
      BENCH_ENGINE_RUNS: "300",
      BENCH_WIZARD_RUNS: "20",
    }
  : {};
const benches: [string, string][] = [
  ["P1 append", "bench/append.ts"],
  ["P1-peer Emmett", "bench/peer.ts"],
  ["P2 rebuild", "bench/rebuild.ts"],
  ["P3-P5 web", "bench/web.ts"],
  ["/inicio dashboard", "bench/dashboard.ts"],
  ["automation", "bench/automation.ts"],
  ["proposal engine", "bench/proposal-engine.ts"],
  ["proposal wizard", "bench/proposal-wizard.ts"],
];

const results: string[] = [];
for (const [name, file] of benches) {
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name} (${file}) ===`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      env: { ...quickEnv, ...process.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buf = "";
    child.stdout.on("data", (d: Buffer) => {
      process.stdout.write(d);
      buf += d;
      const lines = buf.split("\n");
      buf = lines.pop()!;
      for (const l of lines) {
        if (l.startsWith("RESULT ")) results.push(l.slice(7));
        else if (/\bgoal\b/.test(l) && /ratio/.test(l) && !/ours\/floor|^\s*round/.test(l)) results.push(`${name}: ${l.trim()}`);
      }
    });
    child.once("exit", (c) => resolve(c ?? 1));
  });
  if (code > 1) results.push(`${name.padEnd(26)}   FAILED (exit ${code})`);
}

console.log(`\n=== Summary ${new Date().toISOString()} (ratios against floors measured in the same run) ===`);
for (const r of results) console.log(`  ${r}`);
