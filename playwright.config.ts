// End-to-end tests (DESIGN §9): the built app (`remix build` first: `npm run test:e2e`) served by
// `node server.mjs` on a fresh PostgreSQL database seeded with the demo company, driven by the
// system Chromium with JavaScript off and on.
//
// The database: Playwright starts the webServer *before* globalSetup and stops it *after*
// globalTeardown, so the webServer command (tests/e2e/support/web-server.mjs) creates the database,
// runs `node server.mjs` on it and drops it when stopped. Its name is fixed here once, in the main
// process, and kept in process.env, so the worker processes (which evaluate this file again, with
// another pid) see the same one. globalSetup then signs the demo manager in once.
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3311); // E2E_PORT lets two checkouts run e2e side by side
const BASE_URL = `http://127.0.0.1:${PORT}`;

if (!process.env.GIRASSOL_E2E_DATABASE_URL) {
  const server = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  server.pathname = `/girassol_e2e_${process.pid}_${Date.now().toString(36)}`;
  process.env.GIRASSOL_E2E_DATABASE_URL = server.toString();
}
const DATABASE_URL = process.env.GIRASSOL_E2E_DATABASE_URL;
const PHONE = { width: 390, height: 844 };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    { name: "js-off", use: { javaScriptEnabled: false } },
    { name: "js-on", use: { javaScriptEnabled: true } },
    // Issue 18: the main journeys (tagged @journey) again on a 390 px phone, JavaScript off and on.
    { name: "phone-js-off", grep: /@journey/, use: { javaScriptEnabled: false, viewport: PHONE } },
    { name: "phone-js-on", grep: /@journey/, use: { javaScriptEnabled: true, viewport: PHONE } },
  ],
  webServer: {
    command: "node tests/e2e/support/web-server.mjs",
    env: { DATABASE_URL, SEED_DEMO: "1", PORT: String(PORT), SESSION_SECRET: "e2e", NODE_ENV: "production" },
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
