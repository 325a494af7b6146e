// The final proposal's PDF under measurement (issue 17 "Tests and figures"), against the built app on
// a fresh demo database (tests/faults/support/app-server.ts):
//   1. PDF p50/p95: sequential GETs of /proposta/final/pdf/:pid of one finished proposal (made
//      through the wizard's forms first). Goal p95 < 800 ms on our 2 cores.
//   2. The board page's p50/p95 alone, then while BENCH_PDF_CLIENTS clients download PDFs back to
//      back: the event loop must not stall (PDFs render in worker threads, app/lib/pdf/pdf-pool).
//      Reported as the ratio of the p95s, with /styles.css from the same process beside it (no CPU of
//      its own: its delay is the event loop's); and, for comparison, the same with PDF_WORKERS=0 (every
//      PDF rendered on the request thread) on a second server, unless BENCH_PDF_INLINE=0.
//   npx tsx bench/proposal-pdf.ts      env: BENCH_PDF_RUNS (60), BENCH_BOARD_RUNS (200),
//                                           BENCH_PDF_CLIENTS (3), BENCH_PDF_INLINE (1)
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { uuidv7 } from "../eventstore/ids";
import { ensureBuild, startApp, WebSession } from "../tests/faults/support/app-server";
import { median, percentile, result } from "./support/common";
import { DEMO_KIT_4_4, demoProposalStart } from "./support/demo-proposal";

const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 60);
const BOARD_RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 200);
const CLIENTS = Number(process.env.BENCH_PDF_CLIENTS ?? 3);
const INLINE = process.env.BENCH_PDF_INLINE !== "0";
const WIZARD = "/proposta/gerar-proposta";

const LOOP_FILE = join(tmpdir(), `girassol-bench-pdf-loop-${process.pid}.jsonl`);

/** The server's event-loop delay (bench/support/loop-monitor.mjs) between two instants: the worst 250 ms window's max and the median window's p99. */
function loopDelay(from: number, to: number): { max: number; p99: number } {
  const rows = existsSync(LOOP_FILE)
    ? readFileSync(LOOP_FILE, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { t: number; max: number; p99: number })
        .filter((r) => r.t > from + 250 && r.t <= to)
    : [];
  return { max: Math.max(0, ...rows.map((r) => r.max)), p99: median(rows.map((r) => r.p99)) };
}
const loopText = (d: { max: number; p99: number }) => `event-loop delay max ${d.max.toFixed(0)} ms (median window p99 ${d.p99.toFixed(1)} ms)`;

const ms = (xs: number[]) => `p50 ${median(xs).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`;

async function timed(web: WebSession, path: string, expect: (status: number, type: string | null) => boolean): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${web.baseUrl}${path}`, { redirect: "manual", headers: { cookie: web.cookie } });
  const body = new Uint8Array(await r.arrayBuffer());
  const t = performance.now() - t0;
  if (!expect(r.status, r.headers.get("content-type"))) throw new Error(`GET ${path}: ${r.status} ${new TextDecoder().decode(body.slice(0, 300))}`);
  return t;
}

/** A finished proposal of the demo company, through the wizard's forms (as bench/proposal-wizard.ts posts them). */
async function finishedProposal(web: WebSession, db: Awaited<ReturnType<typeof startApp>>["database"]["db"]): Promise<{ pid: string; uid: string }> {
  const { manager, customer, kits } = await demoProposalStart(db, [DEMO_KIT_4_4]);
  const kit = kits[0]!;
  const post = async (path: string, fields: [string, string][]) => {
    const r = await web.post(path, [["csrf", web.csrf], ["commandId", uuidv7()], ...fields]);
    if (r.status !== 302 || !r.location) throw new Error(`POST ${path}: ${r.status} ${r.body.slice(0, 300)}`);
    return r.location;
  };
  const months = Array.from({ length: 12 }, (_, m) => String(400 + m * 10)).join(" ");
  const started = await post(`${WIZARD}/dados-consumo/nova?cid=${customer.id}`, [
    ["intent", "save-consumption"],
    ["tariffModality", "B"],
    ["powerDistCompany", "CEMIG-D"],
    ["location.uf", "MG"],
    ["location.city", "Uberlândia"],
    ["energyBillData[0].ucName", "Casa"],
    ["energyBillData[0].ucType", "Residencial"],
    ["energyBillData[0].phase", "two"],
    ["energyBillData[0].kwhPrice", "0,92"],
    ["energyBillData[0].monthsPaste", months],
  ]);
  const pid = /escolha-kit\/([0-9a-f-]{36})/.exec(started)![1]!;
  const uid = manager.id;
  await post(`/kits/escolha/${uid}/${pid}/0/0/1047/0/0/4.16/${uid}/0/3170206`, [["kitId", kit.id]]);
  await post(`${WIZARD}/dados-geracao/nova/${pid}`, [
    ["intent", "save-generation"],
    ["realSystemData.distance", "12"],
    ["roofHight", "3"],
    ["losses", ""],
  ]);
  await post(`${WIZARD}/preco-auto/${pid}`, [
    ["intent", "save-price"],
    ["revenueData.discount", ""],
  ]);
  const d = new Date(Date.now() + 20 * 86_400_000);
  await post(`${WIZARD}/validacao/${pid}`, [
    ["validityDate", `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`],
  ]);
  return { pid, uid };
}

interface Figures {
  pdf: number[];
  bytes: number;
  boardAlone: number[];
  boardBusy: number[];
  staticAlone: number[];
  staticBusy: number[];
  loopAlone: { max: number; p99: number };
  loopBusy: { max: number; p99: number };
  pdfsDuring: number;
}

async function measure(label: string): Promise<Figures> {
  const app = await startApp();
  try {
    const web = new WebSession(app.baseUrl);
    await web.signIn("gerente@girassol.demo", "Girassol123");
    const { pid, uid } = await finishedProposal(web, app.database.db);
    const pdfPath = `/proposta/final/pdf/${pid}`;
    const board = `/vendas/funil/${uid}`;
    const isPdf = (s: number, t: string | null) => s === 200 && t === "application/pdf";
    const isPage = (s: number) => s === 200;

    // Same bytes every time (checked once, outside the timing).
    const a = await fetch(`${app.baseUrl}${pdfPath}`, { headers: { cookie: web.cookie } }).then((r) => r.arrayBuffer());
    const b = await fetch(`${app.baseUrl}${pdfPath}`, { headers: { cookie: web.cookie } }).then((r) => r.arrayBuffer());
    const hash = (x: ArrayBuffer) => createHash("sha256").update(new Uint8Array(x)).digest("hex");
    if (hash(a) !== hash(b)) throw new Error("two downloads of the same proposal differ");

    for (let i = 0; i < 5; i++) await timed(web, pdfPath, isPdf);
    const pdf: number[] = [];
    for (let i = 0; i < PDF_RUNS; i++) pdf.push(await timed(web, pdfPath, isPdf));

    // The board (a ~20 ms server render: CPU shared with the renders) and /styles.css (served by the
    // same Node process with next to no CPU: its delay is the event loop's), interleaved.
    const css = "/styles.css";
    for (let i = 0; i < 20; i++) await timed(web, board, isPage);
    const boardAlone: number[] = [];
    const staticAlone: number[] = [];
    const aloneFrom = Date.now();
    for (let i = 0; i < BOARD_RUNS; i++) {
      boardAlone.push(await timed(web, board, isPage));
      staticAlone.push(await timed(web, css, isPage));
    }
    const loopAlone = loopDelay(aloneFrom, Date.now());

    let stop = false;
    let pdfsDuring = 0;
    const downloaders = Array.from({ length: CLIENTS }, async () => {
      while (!stop) {
        await timed(web, pdfPath, isPdf);
        pdfsDuring++;
      }
    });
    await new Promise((r) => setTimeout(r, 300)); // the downloads are under way
    const boardBusy: number[] = [];
    const staticBusy: number[] = [];
    const busyFrom = Date.now();
    for (let i = 0; i < BOARD_RUNS; i++) {
      boardBusy.push(await timed(web, board, isPage));
      staticBusy.push(await timed(web, css, isPage));
    }
    const loopBusy = loopDelay(busyFrom, Date.now());
    stop = true;
    await Promise.all(downloaders);

    console.log(`${label}: PDF (${a.byteLength} bytes) ${ms(pdf)}`);
    console.log(
      `${label}: board alone ${ms(boardAlone)}; board while ${CLIENTS} clients download PDFs ${ms(boardBusy)} (${pdfsDuring} PDFs made meanwhile)`,
    );
    console.log(`${label}: /styles.css alone ${ms(staticAlone)}; while PDFs are made ${ms(staticBusy)}`);
    console.log(`${label}: server ${loopText(loopAlone)} alone; ${loopText(loopBusy)} while PDFs are made`);
    return { pdf, bytes: a.byteLength, boardAlone, boardBusy, staticAlone, staticBusy, loopAlone, loopBusy, pdfsDuring };
  } finally {
    await app.stop();
  }
}

async function main() {
  ensureBuild();
  // The servers started below preload the event-loop monitor (after the build: not for it).
  process.env.BENCH_LOOP_FILE = LOOP_FILE;
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import ${resolve("bench/support/loop-monitor.mjs")}`.trim();
  rmSync(LOOP_FILE, { force: true });
  delete process.env.PDF_WORKERS;
  const pool = await measure("worker pool (PDF_WORKERS default)");
  let ok = result("PDF p95 ms", percentile(pool.pdf, 95), "<=", 800, `(p50 ${median(pool.pdf).toFixed(0)} ms, ${pool.bytes} bytes)`);
  ok =
    result(
      "board p95 busy/alone (pool)",
      percentile(pool.boardBusy, 95) / percentile(pool.boardAlone, 95),
      "<=",
      2,
      `(${percentile(pool.boardAlone, 95).toFixed(1)} → ${percentile(pool.boardBusy, 95).toFixed(1)} ms)`,
    ) && ok;
  console.log(
    `pool: /styles.css p95 while PDFs are made ${percentile(pool.staticBusy, 95).toFixed(1)} ms (alone ${percentile(pool.staticAlone, 95).toFixed(1)} ms)`,
  );
  if (INLINE) {
    process.env.PDF_WORKERS = "0";
    const inline = await measure("inline (PDF_WORKERS=0)");
    console.log(
      `inline, for comparison: board p95 busy/alone ${(percentile(inline.boardBusy, 95) / percentile(inline.boardAlone, 95)).toFixed(2)} (${percentile(inline.boardAlone, 95).toFixed(1)} → ${percentile(inline.boardBusy, 95).toFixed(1)} ms); /styles.css p95 ${percentile(inline.staticAlone, 95).toFixed(1)} → ${percentile(inline.staticBusy, 95).toFixed(1)} ms; PDF p95 ${percentile(inline.pdf, 95).toFixed(1)} ms`,
    );
  }
  rmSync(LOOP_FILE, { force: true });
  process.exit(ok ? 0 : 1);
}

await main();
