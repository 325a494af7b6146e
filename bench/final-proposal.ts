// The final proposal's public page under load (issue 17 "Tests and figures"): the page a customer
// opens from the link, against a static copy of the same bytes served by the same server.
//   p95: sequential GETs on localhost, the page and its static copy interleaved (BENCH_FINAL_RUNS each).
//   req/s: autocannon, 20 connections, BENCH_LOAD_SECONDS × 2 rounds each. Goal: page ÷ static ≥ 0.5.
// The visitor sends a browser user agent and a visitor cookie, as a customer reloading the page
// does: the first request counts the visit (one ProposalViewed), every other one finds it counted.
// The proposal is made through the wizard's forms (HTTP, no JS) on the demo company, as in
// bench/proposal-wizard.ts; the bench checks the page shows the customer and the price first.
//   npx tsx bench/final-proposal.ts     env: BENCH_FINAL_RUNS (200), BENCH_LOAD_SECONDS (6), BENCH_PORT (3364)
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { connect } from "../db/connect";
import { proposalStreamId } from "../domain/proposal";
import { uuidv7 } from "../eventstore/ids";
import { ensureBuild, WebSession } from "../tests/faults/support/app-server";
import { dropDatabase, median, percentile, recreateDatabase, result } from "./support/common";
import { DEMO_KIT_4_4, demoProposalStart } from "./support/demo-proposal";

const RUNS = Number(process.env.BENCH_FINAL_RUNS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 3364);
const DB_NAME = "girassol_bench_final";
const base = `http://127.0.0.1:${PORT}`;
const STATIC_DIR = mkdtempSync(join(tmpdir(), "girassol-bench-final-"));
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const VISITOR = "benchVisitor0000000000"; // 22 characters of base64url, as the app makes them
const WIZARD = "/proposta/gerar-proposta";
const MONTHS = Array.from({ length: 12 }, (_, m) => String(400 + m * 10)).join(" ");

async function main() {
  ensureBuild();
  const url = await recreateDatabase(DB_NAME);
  const database = await connect({ url, max: 2 });
  const server = spawn(process.execPath, ["bench/support/bench-server.mjs"], {
    env: {
      ...process.env,
      BENCH_STATIC_DIR: STATIC_DIR,
      DATABASE_URL: url,
      SEED_DEMO: "1",
      PORT: String(PORT),
      SESSION_SECRET: "bench",
      NODE_ENV: "production",
      NATS_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/login`).then(
          (r) => r.status === 200,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error("bench server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const web = new WebSession(base);
    for (let i = 0; ; i++) {
      try {
        await web.signIn("gerente@girassol.demo", "Girassol123");
        break;
      } catch (e) {
        if (i > 60) throw e; // the seed's projections may trail the server's start
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    const { pid, frontId, customer } = await finishedProposal(web);
    const page = `/proposta/final/${frontId}`;
    const visit = { "user-agent": UA, cookie: `girassol_visitante=${VISITOR}` };
    const first = await get(page, visit);
    if (first.status !== 200 || !first.body.includes(customer) || !first.body.includes("R$ 17.700,00"))
      throw new Error(`${page}: ${first.status}, the customer or the price missing`);
    writeFileSync(join(STATIC_DIR, "final.html"), first.body);
    const copy = "/__bench/static/final.html";

    // Sequential latency, interleaved.
    const ours: number[] = [],
      floor: number[] = [];
    for (let i = 0; i < 20; i++) {
      await time(page, visit);
      await time(copy, {});
    }
    for (let i = 0; i < RUNS; i++) {
      ours.push(await time(page, visit));
      floor.push(await time(copy, {}));
    }
    const pages: number[] = [],
      statics: number[] = [];
    for (let i = 0; i < 2; i++) {
      pages.push(await load(page, visit));
      statics.push(await load(copy, {}));
    }
    // The page's own cost, every time: the render cache off (app/lib/final-page-cache.server.ts).
    await finalCache(false);
    const uncachedTimes: number[] = [];
    for (let i = 0; i < 5; i++) await time(page, visit);
    for (let i = 0; i < Math.min(RUNS, 100); i++) uncachedTimes.push(await time(page, visit));
    const uncached = await load(page, visit);
    await finalCache(true);
    const views = await database.db
      .selectFrom("events")
      .select("type")
      .where("stream_id", "=", proposalStreamId(pid))
      .where("type", "=", "ProposalViewed")
      .execute();
    console.log(
      `final page ${Math.round(first.body.length / 1024)} kB: sequential p50 ${median(ours).toFixed(1)} ms p95 ${percentile(ours, 95).toFixed(1)} ms; ` +
        `static copy p50 ${median(floor).toFixed(1)} ms p95 ${percentile(floor, 95).toFixed(1)} ms`,
    );
    console.log(
      `autocannon 20 connections, ${LOAD_SECONDS} s × 2: page ${pages.map(Math.round).join("/")} req/s, static copy ${statics.map(Math.round).join("/")} req/s; ` +
        `visits counted: ${views.length} (one visitor, one day)`,
    );
    console.log(
      `without the render cache: sequential p50 ${median(uncachedTimes).toFixed(1)} ms p95 ${percentile(uncachedTimes, 95).toFixed(1)} ms; ` +
        `${Math.round(uncached)} req/s = ${(uncached / median(statics)).toFixed(2)} of the static copy`,
    );
    if (views.length !== 1) throw new Error(`expected one ProposalViewed, found ${views.length}`);
    result("final page p95 ms", percentile(ours, 95), "<=", 100, `(static copy ${percentile(floor, 95).toFixed(1)} ms)`);
    result(
      "final page/static req/s",
      median(pages) / median(statics),
      ">=",
      0.5,
      `(page ${Math.round(median(pages))}/s, static ${Math.round(median(statics))}/s)`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await database.close();
    await dropDatabase(DB_NAME);
  }

  function finalCache(on: boolean) {
    return fetch(`${base}/__bench/page-cache`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `on=1&final=${on ? 1 : 0}`,
    });
  }
  async function get(path: string, headers: Record<string, string>) {
    const r = await fetch(`${base}${path}`, { redirect: "manual", headers });
    return { status: r.status, body: await r.text() };
  }
  async function time(path: string, headers: Record<string, string>) {
    const t0 = performance.now();
    const r = await get(path, headers);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    return performance.now() - t0;
  }
  async function load(path: string, headers: Record<string, string>) {
    // autocannon's CLI in its own process, as bench/web.ts (its dependencies do not load under tsx).
    const args = ["node_modules/autocannon/autocannon.js", "--json", "-c", "20", "-d", String(LOAD_SECONDS)];
    for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
    args.push(`${base}${path}`);
    const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 10_000_000 });
    const r = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
    if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r.requests.average;
  }

  /** The wizard's forms, as a browser without JS posts them: a finished proposal of the demo's 4,4 kWp kit at the automatic price. */
  async function finishedProposal(web: WebSession) {
    const db = database.db;
    const { manager, customer: c, kits } = await demoProposalStart(db, [DEMO_KIT_4_4]);
    const kit = kits[0]!;
    const post = async (path: string, fields: [string, string][], to: RegExp) => {
      const r = await web.post(path, [["csrf", web.csrf], ["commandId", uuidv7()], ...fields]);
      if (r.status !== 302 || !to.test(r.location ?? "")) throw new Error(`${path}: ${r.status} → ${r.location} ${r.body.slice(0, 300)}`);
      return r.location!;
    };
    const kitStep = await post(
      `${WIZARD}/dados-consumo/nova?cid=${c.id}`,
      [
        ["intent", "save-consumption"],
        ["tariffModality", "B"],
        ["powerDistCompany", "CPFL Paulista"],
        ["location.uf", "SP"],
        ["location.city", "Campinas"],
        ["energyBillData[0].ucName", "Casa"],
        ["energyBillData[0].ucType", "Residencial"],
        ["energyBillData[0].phase", "two"],
        ["energyBillData[0].kwhPrice", "0,92"],
        ["energyBillData[0].monthsPaste", MONTHS],
      ],
      /escolha-kit\/[0-9a-f-]{36}$/,
    );
    const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(kitStep)![1]!;
    await post(`/kits/escolha/${manager.id}/${pid}/0/0/1047/0/0/4.16/${manager.id}/0/3509502`, [["kitId", kit.id]], /dados-geracao/);
    await post(
      `${WIZARD}/dados-geracao/nova/${pid}`,
      [
        ["intent", "save-generation"],
        ["realSystemData.distance", "12"],
        ["roofHight", "3"],
        ["losses", ""],
      ],
      /escolha\/precificacao/,
    );
    await post(
      `${WIZARD}/preco-auto/${pid}`,
      [
        ["intent", "save-price"],
        ["revenueData.discount", ""],
      ],
      /validacao/,
    );
    const d = new Date(Date.now() + 20 * 86_400_000);
    const validity = `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
    await post(`${WIZARD}/validacao/${pid}`, [["validityDate", validity]], /personalizacao/);
    const sections = ["cover", "consumption", "kit", "generation", "price", "viability", "financing", "warranties", "company"];
    await post(
      `${WIZARD}/personalizacao/${pid}`,
      [...sections.map((s): [string, string] => [`sections.${s}`, "on"]), ["texts.presentation", "Energia solar."]],
      /salvo=/,
    );
    const row = await db.selectFrom("rm_proposals").select("front_id").where("id", "=", pid).executeTakeFirstOrThrow();
    return { pid, frontId: row.front_id, customer: c.name };
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
