// The real app for HTTP fault tests (R6, R8): `remix build` when the build is older than the
// sources (under a lock, as test files run in parallel), a fresh PostgreSQL database, and
// `node server.mjs` on it with the demo company seeded (as tests/e2e/support/web-server.mjs does).
// The test keeps its own connection to that database, to count events and to add a second company.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { freshDatabase, type TestDatabase } from "../../support/test-db";
import { createPostgresEventStore } from "../../../eventstore/postgres/adapter";
import { ProjectionRunner } from "../../../projections/runner";
import { allProjections } from "../../../projections/index";

const ROOT = resolve(".");
const SOURCES = ["app", "domain", "eventstore", "projections", "db", "automation", "scripts", "remix.config.js"];

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Builds the app unless build/index.js is newer than every source file. */
export function ensureBuild(): void {
  const check = () => {
    const built = join(ROOT, "build/index.js");
    if (!existsSync(built)) return false;
    const sources = Math.max(...SOURCES.filter((p) => existsSync(join(ROOT, p))).map((p) => newestMtime(join(ROOT, p))));
    return statSync(built).mtimeMs > sources;
  };
  if (check()) return;
  // flock serialises the test files of this checkout; the second one finds the build fresh.
  const lock = `/tmp/girassol-faults-build-${Buffer.from(ROOT).toString("hex").slice(-40)}.lock`;
  const sources = SOURCES.filter((p) => existsSync(join(ROOT, p))).join(" ");
  const script = `[ -f build/index.js ] && [ -z "$(find ${sources} -newer build/index.js -print -quit)" ] || npx remix build`;
  // NODE_ENV=production: under vitest it is "test", and remix would emit a development build.
  execFileSync("flock", [lock, "sh", "-c", script], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

export interface AppServer {
  baseUrl: string;
  database: TestDatabase;
  /** Server output, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/** `extraEnv`: more of the server's environment (SMTP_URL for the mail tests). */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  ensureBuild();
  const database = await freshDatabase("postgres");
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    SEED_DEMO: "1",
    PORT: String(port),
    SESSION_SECRET: "faults",
    NODE_ENV: "production",
    ...extraEnv,
  };
  delete env.NATS_URL;
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on("data", (d) => (output = (output + d).slice(-20_000)));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited:\n${output}`);
    try {
      const r = await fetch(`${baseUrl}/login`);
      if (r.status === 200) break;
      if (r.status >= 500) {
        child.kill("SIGKILL");
        throw new Error(`server.mjs answers ${r.status} on /login:\n${output}`);
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server.mjs did not answer within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  // The demo seed waits a bounded time for its projections; on a loaded machine they may still be
  // catching up: wait until every projection has reached the end of the log.
  const store = createPostgresEventStore(database);
  try {
    const waiter = new ProjectionRunner({ database, store, projections: allProjections, log: () => {} });
    const until = Date.now() + 120_000;
    let head = await store.headPosition();
    while (!head && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      head = await store.headPosition();
    }
    if (head) await waiter.waitFor(head, { timeoutMs: Math.max(1, until - Date.now()) });
  } finally {
    await store.close();
  }

  return {
    baseUrl,
    database,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const t = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(t);
      }
      await database.drop();
    },
  };
}

export interface Reply {
  status: number;
  location: string | null;
  body: string;
  /** "hit" when the board page came from the render cache (app/lib/page-cache.server.ts). */
  cache?: string | null;
}

/** A signed-in browser without JavaScript: a cookie, plain form posts, no redirect following. */
export class WebSession {
  cookie = "";
  csrf = "";
  constructor(readonly baseUrl: string) {}

  async signIn(email: string, password: string): Promise<void> {
    const r = await fetch(`${this.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }),
    });
    const setCookie = r.headers.get("set-cookie");
    if (r.status !== 302 || !setCookie) throw new Error(`sign-in failed for ${email}: ${r.status}`);
    this.cookie = setCookie.split(";")[0]!;
    const page = await this.get("/vendas/registro");
    const m = /name="csrf" value="([^"]+)"/.exec(page.body);
    if (!m) throw new Error("no CSRF token on /vendas/registro");
    this.csrf = m[1]!;
  }

  async get(path: string): Promise<Reply> {
    const r = await fetch(`${this.baseUrl}${path}`, { redirect: "manual", headers: { cookie: this.cookie } });
    return {
      status: r.status,
      location: r.headers.get("location"),
      body: await r.text(),
      cache: r.headers.get("x-girassol-cache"),
    };
  }

  /** A form post as a browser without JavaScript sends it (urlencoded, fields in order). */
  async post(path: string, fields: [string, string][]): Promise<Reply> {
    const body = new URLSearchParams();
    for (const [k, v] of fields) body.append(k, v);
    const r = await fetch(`${this.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: this.cookie, "content-type": "application/x-www-form-urlencoded", origin: this.baseUrl },
      body,
    });
    return { status: r.status, location: r.headers.get("location"), body: await r.text() };
  }
}

/** The types of the newest `n` events of the log (newest first). */
export async function newestEventTypes(database: TestDatabase, n: number): Promise<string[]> {
  const rows = await database.db.selectFrom("events").select("type").orderBy("global_position", "desc").limit(n).execute();
  return rows.map((r) => r.type);
}

export async function eventCount(database: TestDatabase): Promise<number> {
  const r = await database.db
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
