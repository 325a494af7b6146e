// The app's own loaders and actions in-process, on a test file's seeded database: the fixture's
// database, event store and projection runner become the app's services (app/lib/services.server.ts
// keeps them in globalThis.__girassol, which boot() fills only when it is empty), and a user signs in
// through the app's session code (a sessions row, the signed cookie, the session's CSRF token). A
// test then calls a route's loader or action with a real Request as Remix would: requireUser, the
// CSRF check, zod, the command handler and the read models are the app's, nothing replaced.
import { afterAll, beforeAll } from "vitest";
import { WebhookDispatcher } from "../../automation/webhook-dispatcher";
import { getUser, startSession } from "../../app/lib/auth.server";
import { FLASH_COOKIE, takeFlash } from "../../app/lib/flash.server";
import type { Notice } from "../../app/lib/notices";
import type { Services } from "../../app/lib/services.server";
import type { SeededCompany } from "./seeded-company";

export const APP_ORIGIN = "http://girassol.test";

/** Installs the fixture as the app's services for the file (beforeAll), removes it after (afterAll). */
export function useAppServices(fx: SeededCompany): void {
  beforeAll(() => {
    if (globalThis.__girassol) throw new Error("the app's services are already installed in this process");
    const services: Services = {
      database: fx.database,
      store: fx.store,
      runner: fx.runner,
      forwarder: null,
      // Built, never started: no route these tests call sends a webhook.
      webhooks: new WebhookDispatcher({ database: fx.database, log: () => {} }),
      sessionSecret: "app-session-test-secret",
      stopFilePurge: () => {},
    };
    globalThis.__girassol = Promise.resolve(services);
  });
  afterAll(() => {
    globalThis.__girassol = undefined;
  });
}

/** What a loader or an action answered: a redirect, a `data()` reply (its body and status), or a plain value. */
export interface Answer {
  status: number;
  location: string | null;
  data: unknown;
  /** The flash message the answer set (read back with the app's own takeFlash), if any. */
  notice?: Notice;
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let out: unknown;
  try {
    out = await run();
  } catch (thrown) {
    out = thrown; // a thrown Response (a redirect, a 404) is the route's answer, as Remix takes it
  }
  if (out instanceof Response) {
    const text = await out.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    const flash = out.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith(`${FLASH_COOKIE}=`));
    const notice = flash ? (await takeFlash(new Request(`${APP_ORIGIN}/`, { headers: { Cookie: flash } }))).notice : undefined;
    return { status: out.status, location: out.headers.get("Location"), data, notice };
  }
  if (out instanceof Error) throw out;
  // @remix-run/node's data(): { type: "DataWithResponseInit", data, init }.
  if (out && typeof out === "object" && (out as { type?: unknown }).type === "DataWithResponseInit") {
    const d = out as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, location: null, data: d.data };
  }
  return { status: 200, location: null, data: out };
}

type Handler = (args: { request: Request; params: Record<string, string | undefined>; context: Record<string, unknown> }) => Promise<unknown>;

export interface AppSession {
  userId: string;
  csrf: string;
  /** GET `path` through `loader`. */
  load(loader: Handler, path: string, params?: Record<string, string | undefined>): Promise<Answer>;
  /** POST `fields` (and files) to `path` through `action`, with the session's CSRF token. */
  post(action: Handler, path: string, fields: Record<string, string | string[] | File>, params?: Record<string, string | undefined>): Promise<Answer>;
}

/** Signs `userId` in (after useAppServices' beforeAll): a session as the login page would start it. */
export async function signIn(userId: string, companyId: string): Promise<AppSession> {
  const cookie = (await startSession(userId, companyId)).split(";")[0]!;
  const user = await getUser(new Request(`${APP_ORIGIN}/`, { headers: { Cookie: cookie } }));
  if (!user) throw new Error(`no session for ${userId}`);
  return {
    userId,
    csrf: user.csrf,
    load: (loader, path, params = {}) =>
      answerOf(() => loader({ request: new Request(`${APP_ORIGIN}${path}`, { headers: { Cookie: cookie } }), params, context: {} })),
    post: (action, path, fields, params = {}) => {
      const form = new FormData();
      form.set("csrf", user.csrf);
      for (const [k, v] of Object.entries(fields)) {
        if (Array.isArray(v)) for (const x of v) form.append(k, x);
        else form.set(k, v);
      }
      const request = new Request(`${APP_ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: APP_ORIGIN }, body: form });
      return answerOf(() => action({ request, params, context: {} }));
    },
  };
}
