// npm run projections:rebuild [-- name ...] [-- --lanes=N] [-- --shadow [--duty=D]] [-- --horizon-wait=SECONDS]
// Rebuilds every projection (or the named ones) from the first event, N lanes side by side (default
// 4, within the pool; see projections/rebuild.ts), with a progress bar and the expected time left on
// stderr. Uses DATABASE_URL, or the embedded PGlite in ./data/pglite (GIRASSOL_DATA_DIR/pglite).
// In place (default): stop the app first, a running projection runner holds the projections' locks.
// --shadow: without downtime (ADR 022), into shadow tables swapped in at the end, the app running;
// one lane unless --lanes says otherwise, paced: each lane works at most D of the time over the
// history (--duty, default 0.5; 1 = no pauses) so the pages keep their speed (projections/shadow/pace.ts).
// The replay ends at the log's committed head: while an open transaction on the server hides later
// commits (the snapshot horizon), it waits for it, saying so, at most --horizon-wait seconds (600).
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import { allProjections } from "../projections/index";
import { laneCount, rebuildProjections, type RebuildProgress } from "../projections/rebuild";
import { rebuildInShadow, type ShadowRebuildResult } from "../projections/shadow-rebuild";
import { HorizonTimeout, oldestOpenTransaction } from "../projections/rebuild-head";
import { DEFAULT_PACE, validDuty } from "../projections/shadow/pace";

const int = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const dec = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function progressBar(p: RebuildProgress, width = 30): string {
  const ratio = p.total > 0 ? Math.min(1, p.applied / p.total) : 1;
  const filled = Math.round(ratio * width);
  const pct = Math.floor(ratio * 100);
  const left = p.waiting
    ? `aguardando uma transação aberta no servidor há ${duration(p.waiting.seconds)} (eventos confirmados ainda ocultos)`
    : p.secondsLeft === null
      ? "calculando…"
      : `faltam ~${duration(p.secondsLeft)}`;
  // A paced rebuild without downtime says so: its rate is the duty's share of what it could do.
  const pace = p.pace && p.pace.duty < 1 ? `, ritmo ${Math.round(p.pace.duty * 100)} % (pausas ${duration(p.pace.pausedSeconds)})` : "";
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(pct).padStart(3)}% ${int.format(p.eventsPerSecond)} ev/s${pace}, ${left}`;
}

function duration(seconds: number): string {
  const s = Math.ceil(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const lanesArg = process.argv.find((a) => a.startsWith("--lanes="));
  const shadow = process.argv.includes("--shadow");
  const waitArg = process.argv.find((a) => a.startsWith("--horizon-wait="));
  const horizonWait = waitArg ? Number(waitArg.slice("--horizon-wait=".length)) : 600;
  if (!Number.isFinite(horizonWait) || horizonWait < 0) {
    console.error(`--horizon-wait deve ser um número de segundos ≥ 0 (recebido: ${waitArg})`);
    process.exit(2);
  }
  const dutyArg = process.argv.find((a) => a.startsWith("--duty="));
  const duty = dutyArg ? Number(dutyArg.slice("--duty=".length)) : DEFAULT_PACE.duty;
  if (!validDuty(duty)) {
    console.error(`--duty deve ser um número em (0, 1] (recebido: ${dutyArg})`);
    process.exit(2);
  }
  if (dutyArg && !shadow) {
    console.error("--duty só vale com --shadow (a reconstrução no lugar roda com o app parado, sem pausas)");
    process.exit(2);
  }
  // Without downtime the app is serving: one lane by default, gentler on its CPU (docs/performance.md, P2-swap).
  const lanes = lanesArg ? Number(lanesArg.slice("--lanes=".length)) : shadow ? 1 : 4;
  if (!Number.isInteger(lanes) || lanes < 1) {
    console.error(`--lanes deve ser um inteiro ≥ 1 (recebido: ${lanesArg})`);
    process.exit(2);
  }
  const unknown = wanted.filter((n) => !allProjections.some((p) => p.name === n));
  if (unknown.length) {
    console.error(`Projeção desconhecida: ${unknown.join(", ")}. Disponíveis: ${allProjections.map((p) => p.name).join(", ") || "(nenhuma)"}`);
    process.exit(2);
  }
  const projections = wanted.length ? allProjections.filter((p) => wanted.includes(p.name)) : allProjections;

  const url = process.env.DATABASE_URL;
  const dataDir = `${process.env.GIRASSOL_DATA_DIR ?? "./data"}/pglite`;
  // In place: a connection per lane and the locks'. Without downtime: two per lane (a swap reads its
  // tail beside its transaction) and the lock's; with lanes + 1 the one-lane default hung at its first swap.
  const database = await connect(url ? { url, max: shadow ? 2 * lanes + 1 : lanes + 1 } : { dataDir });
  const store = createPostgresEventStore(database);
  const tty = process.stderr.isTTY === true;
  let lastLine = 0;
  try {
    console.error(url ? "Banco: PostgreSQL (DATABASE_URL)" : `Banco: PGlite em ${dataDir}`);
    await migrateToLatest(database.db);
    console.error(`Reconstruindo: ${projections.map((p) => `${p.name} v${p.version}`).join(", ") || "(nenhuma projeção)"}`);
    console.error(`Em paralelo: ${laneCount(database, projections.length, lanes)} faixa(s) (limite do pool: ${database.maxConnections} conexões)`);

    let named = false;
    const onProgress = (p: RebuildProgress) => {
      if (p.waiting && !named) {
        // Once: which transaction holds the horizon back (docs/operations.md, long transactions).
        named = true;
        void oldestOpenTransaction(database).then((t) => {
          if (!t) return;
          if (tty) process.stderr.write("\n");
          console.error(`Transação aberta mais antiga: pid ${t.pid} (banco ${t.database ?? "?"}), há ${duration(t.seconds)}`);
        });
      }
      if (tty) process.stderr.write(`\r${progressBar(p)}`);
      else if (Date.now() - lastLine >= 1000 || p.applied >= p.total) {
        // Not a terminal (CI, a log file): a line a second instead of redrawing.
        lastLine = Date.now();
        process.stderr.write(`${progressBar(p)}\n`);
      }
    };
    if (shadow) {
      console.error("Sem parada: tabelas-sombra, trocadas pelas atuais ao alcançar o fim do log");
      console.error(
        duty < 1
          ? `Ritmo: cada faixa trabalha no máximo ${Math.round(duty * 100)} % do tempo até o fim do log de agora (--duty=1: sem pausas); o que chegar depois, sem pausas`
          : "Ritmo: sem pausas (--duty=1)",
      );
    }
    const result: { applied: number; seconds: number; swapped?: ShadowRebuildResult["swapped"]; pausedSeconds?: number } = shadow
      ? await rebuildInShadow({
          database,
          store,
          projections,
          concurrency: lanes,
          onProgress,
          horizon: { timeoutMs: horizonWait * 1000 },
          pace: { ...DEFAULT_PACE, duty },
          onPhase: (phase, name) => {
            if (phase !== "swapped") return;
            if (tty) process.stderr.write("\n");
            console.error(`Trocada: ${name}`);
          },
        })
      : await rebuildProjections({ database, store, projections, concurrency: lanes, onProgress, horizon: { timeoutMs: horizonWait * 1000 } });
    if (tty) process.stderr.write("\n");
    if (result.swapped) {
      for (const s of result.swapped) console.error(`  ${s.name}: cauda de ${int.format(s.tail)} eventos, troca em ${int.format(s.swapMs)} ms`);
    }
    const rate = result.seconds > 0 ? result.applied / result.seconds : 0;
    const paused = result.pausedSeconds ? `, ${dec.format(result.pausedSeconds)} s delas em pausas do ritmo` : "";
    console.error(`Concluído: ${int.format(result.applied)} eventos em ${dec.format(result.seconds)} s (${int.format(rate)} ev/s${paused})`);
  } finally {
    await store.close();
    await database.close();
  }
}

main().catch((e) => {
  if (process.stderr.isTTY) process.stderr.write("\n");
  if (e instanceof HorizonTimeout) {
    console.error(
      `Interrompido: eventos já confirmados continuaram ocultos por ${duration(e.seconds)} atrás de uma transação aberta no servidor PostgreSQL. ` +
        `Os checkpoints estão consistentes: o app continua deles quando essa transação terminar (ou rode de novo; --horizon-wait=SEGUNDOS espera mais).`,
    );
    process.exit(1);
  }
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
