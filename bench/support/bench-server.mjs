// The app (the same Remix build and Express setup as server.mjs) plus ONE bench-only route, for P3's
// floor: POST /__bench/sql-move does a plain SQL UPDATE of the card's row and redirects to the
// board, like the real move action but without command, event or projection. This file is never
// the production server; it exists only for bench/web.ts.
import express from "express";
import postgres from "postgres";
import { createRequestHandler } from "@remix-run/express";

const build = await import(new URL("../../build/index.js", import.meta.url).href);
await build.entry.module.boot();
const sql = postgres(process.env.DATABASE_URL, { max: 4, onnotice: () => {} });

const app = express();
app.disable("x-powered-by");
app.use(build.entry.module.securityHeadersMiddleware);
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
// P5's floor: a copy of the board page as a static file, written by bench/web.ts.
if (process.env.BENCH_STATIC_DIR) app.use("/__bench/static", express.static(process.env.BENCH_STATIC_DIR));
// P4 measures the render itself (cache off); P5 reports both.
app.post("/__bench/page-cache", express.urlencoded({ extended: false }), (req, res) => {
  build.entry.module.setPageCache(req.body.on === "1");
  if (req.body.final !== undefined) build.entry.module.setFinalPageCache(req.body.final === "1");
  res.status(204).end();
});
app.post("/__bench/sql-move", express.urlencoded({ extended: false }), async (req, res) => {
  const { itemId, column, back } = req.body;
  await sql`update rm_items set column_id = ${column} where id = ${itemId}`;
  build.entry.module.invalidatePageCache(); // this write bypasses the projections the cache follows
  res.redirect(302, back);
});
// The app's own request guards come after the bench routes, whose bodies express.urlencoded reads.
app.use(build.entry.module.httpGuards);
// Board pages: a render cache keyed by session, URL and projection progress (page-cache.server.ts).
app.use(build.entry.module.pageCacheMiddleware);
app.use(build.entry.module.finalPageCacheMiddleware);
app.all("*", createRequestHandler({ build, mode: "production", getLoadContext: (req) => ({ clientIp: req.socket.remoteAddress }) }));
app.use(build.entry.module.httpGuardErrors);

const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log(`bench server on ${process.env.PORT}`));
process.on("SIGTERM", async () => {
  server.close();
  await sql.end({ timeout: 2 });
  await build.entry.module.shutdown();
  process.exit(0);
});
