// The e2e webServer: a fresh PostgreSQL database that lives exactly as long as the app server.
//
//   create the database named by DATABASE_URL → run `node server.mjs` on it (it migrates and
//   seeds the demo company as it boots) → when Playwright stops us, let the server shut down
//   → drop the database.
//
// Why not globalSetup / globalTeardown: Playwright 1.65 starts the webServer *before* globalSetup
// and stops it *after* globalTeardown (node_modules/playwright/lib/runner/index.js,
// createGlobalSetupTasks), so a database made in globalSetup would not exist when the server boots,
// and one dropped in globalTeardown (WITH (FORCE)) is pulled from under a live server, whose
// postgres.js connections then crash it with a TypeError on the way out.
// playwright.config.ts sets gracefulShutdown SIGTERM, which reaches this process and the server
// (one process group); the server closes its connections, then this drops the database.
import { spawn } from "node:child_process";
import postgres from "postgres";
import { startFakeCep } from "./fake-cep.mjs";

const url = process.env.DATABASE_URL;
const maintenanceUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = url ? decodeURIComponent(new URL(url).pathname.slice(1)) : "";
if (!/^girassol_e2e_[a-z0-9_]+$/.test(name)) {
  console.error(`web-server.mjs: DATABASE_URL must name a girassol_e2e_* database, got "${name}"`);
  process.exit(2);
}

async function admin(statement) {
  const sql = postgres(maintenanceUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin(`CREATE DATABASE "${name}"`);

// The CEP lookup goes to a fake ViaCEP on loopback (issue 20) unless a CEP_API_URL is given.
const fakeCep = process.env.CEP_API_URL ? null : await startFakeCep();
const env = fakeCep ? { ...process.env, CEP_API_URL: fakeCep.url } : process.env;
const server = spawn(process.execPath, ["server.mjs"], { stdio: "inherit", env });
const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // A signal to the whole group has reached the server too; if only we got it, pass it on.
  const nudge = setTimeout(() => server.kill("SIGTERM"), 2_000);
  const kill = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(nudge);
  clearTimeout(kill);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

const code = await exited;
await fakeCep?.close();
try {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
} catch (e) {
  console.error(`web-server.mjs: could not drop ${name}:`, e);
}
process.exit(stopping ? 0 : code || 1);
