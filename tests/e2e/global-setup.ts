// Runs after the webServer is up (Playwright starts it first; see playwright.config.ts): checks
// that the server on our port answers with the demo company we expect, and signs the demo manager
// in once, saving the session cookie for the tests that are not about signing in.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { DEMO_MANAGER, MANAGER_STATE } from "./support/paths";

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL!;
  const api = await request.newContext({ baseURL });
  try {
    // On a loaded machine the demo company's read models can trail the server's start by a few
    // seconds (the projector applies the seed's events asynchronously): retry for up to a minute.
    let res = await api.post("/login", {
      form: { email: DEMO_MANAGER.email, password: DEMO_MANAGER.password },
      maxRedirects: 0,
    });
    for (let i = 0; i < 60 && res.status() !== 302; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      res = await api.post("/login", {
        form: { email: DEMO_MANAGER.email, password: DEMO_MANAGER.password },
        maxRedirects: 0,
      });
    }
    if (res.status() !== 302 || res.headers()["location"] !== "/iniciando") {
      throw new Error(`the demo manager cannot sign in (HTTP ${res.status()}): is SEED_DEMO=1 reaching the server?`);
    }
    const home = await api.get("/inicio");
    if (!(await home.text()).replace(/<!-- -->/g, "").includes(`Olá, ${DEMO_MANAGER.name}`))
      throw new Error("/inicio does not greet the demo manager");
    mkdirSync(dirname(MANAGER_STATE), { recursive: true });
    await api.storageState({ path: MANAGER_STATE });
  } finally {
    await api.dispose();
  }
}
