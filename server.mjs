// Production server: boots the services (database, migrations, projections, demo seed), then serves
// the Remix build with Express. `npm start` builds first.
import express from "express";
import { createRequestHandler } from "@remix-run/express";

// postgres.js 3.4.9 can throw from a setImmediate after a connection closed under it (upstream
// porsager/postgres#1208, #1154: nextWrite on a null socket). The query itself was already rejected
// with CONNECTION_CLOSED and the pool reconnects, so that one error is logged, not fatal.
process.on("uncaughtException", (err) => {
  if (err instanceof TypeError && /postgres[\\/]src[\\/]connection\.js/.test(err.stack ?? "") && /nextWrite/.test(err.stack ?? "")) {
    console.error("Conexão com o PostgreSQL fechada durante uma escrita (ignorado; o pool reconecta):", err.message);
    return;
  }
  console.error(err);
  process.exit(1);
});

const build = await import("./build/index.js");
await build.entry.module.boot();

const app = express();
app.disable("x-powered-by");
app.use(build.entry.module.securityHeadersMiddleware); // CSP, nosniff, DENY, no-store on every response (security-headers.server.ts)
// Methods, body types and body size limits, before anything reads the request (http-guards.server.ts).
app.use(build.entry.module.httpGuards);
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
// Cross-origin form posts are refused before any action runs (defence in depth beside the CSRF
// token and SameSite cookies): a browser sends Origin (or Sec-Fetch-Site) on every POST.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  let foreign = site === "cross-site";
  if (origin && origin !== "null") {
    try {
      foreign ||= new URL(origin).host !== req.get("host");
    } catch {
      foreign = true;
    }
  } else if (origin === "null") foreign = true;
  if (foreign) return res.status(403).type("text/plain; charset=utf-8").send("Requisição de outra origem recusada.");
  next();
});
// Board pages: a render cache keyed by session, URL and projection progress (page-cache.server.ts).
app.use(build.entry.module.pageCacheMiddleware);
// Public final proposal pages: a render cache keyed by URL and what the page shows (final-page-cache.server.ts).
app.use(build.entry.module.finalPageCacheMiddleware);
app.all(
  "*",
  createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production", getLoadContext: (req) => ({ clientIp: req.socket.remoteAddress }) }),
);

// A route still reading a body the guard refused fails after the 413/400 was sent: not answered twice.
app.use(build.entry.module.httpGuardErrors);

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, () => console.log(`Girassol em http://localhost:${port}`));

async function shutdown() {
  server.close();
  await build.entry.module.shutdown();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
