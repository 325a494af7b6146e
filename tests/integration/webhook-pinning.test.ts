// Issue 14, finding 4: a webhook's name is resolved once; every address is checked; the request
// goes to the checked address (DNS rebinding defeated: a second, different answer is never
// used); a name that does not resolve is a failed attempt with a clear reason, retried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook, type LookupAll } from "../../automation/webhook-post";
import { useWebhookDispatch } from "../support/automation-fixture";
import { WebhookReceiver } from "../support/webhook-receiver";
import { waitUntil } from "../support/wait-until";

/** A resolver seam: answers in turn (the last one repeats), counting the questions. */
function sequence(...answers: (string[] | Error)[]) {
  const asked: string[] = [];
  const lookup: LookupAll = async (host) => {
    asked.push(host);
    const a = answers[Math.min(asked.length - 1, answers.length - 1)];
    if (a instanceof Error) throw a;
    return a.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { lookup, asked };
}

const post = (uri: string, lookup: LookupAll, allowPrivate: boolean) =>
  postWebhook({
    uri,
    secret: "s3gredo-teste",
    action: "BUSINESS_GAIN",
    eventId: "e1",
    body: "{}",
    startedAt: Date.now(),
    timeoutMs: 2000,
    allowPrivate,
    lookup,
  });

describe("webhook poster: resolve once, check all, connect to the checked address", () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  const port = () => new URL(receiver.url).port;

  it("DNS rebinding: the first answer is the one connected to; the name is not asked again", async () => {
    // First answer: the receiver; any later answer: an address where nothing listens.
    const dns = sequence(["127.0.0.1"], ["10.255.255.1"]);
    const before = receiver.requests.length;
    const answer = await post(`http://rebind.invalid:${port()}/hook?x=1`, dns.lookup, true);
    expect(answer).toMatchObject({ status: 200, error: null });
    expect(dns.asked).toEqual(["rebind.invalid"]);
    const got = receiver.requests.slice(before);
    expect(got).toHaveLength(1);
    // The Host header stays the name (virtual hosts, and the TLS name for https).
    expect(got[0].headers.host).toBe(`rebind.invalid:${port()}`);
    expect(got[0].headers["x-girassol-signature"]).toMatch(/^sha256=/);
  });

  it("every address is checked: one private answer among public ones refuses the delivery, without connecting", async () => {
    const dns = sequence(["8.8.8.8", "::ffff:127.0.0.1"]);
    const before = receiver.requests.length;
    const answer = await post(`http://mixed.invalid:${port()}/`, dns.lookup, false);
    expect(answer).toMatchObject({ status: null, error: "Endereço privado recusado." });
    expect(dns.asked).toHaveLength(1);
    expect(receiver.requests.length).toBe(before);
  });

  it("a name that does not resolve is a failed attempt with a clear reason", async () => {
    const answer = await post(`http://vm./`, sequence(Object.assign(new Error("getaddrinfo ENOTFOUND vm."), { code: "ENOTFOUND" })).lookup, false);
    expect(answer).toMatchObject({ status: null, error: "Não foi possível resolver o nome do servidor (DNS)." });
    const empty = await post(`http://vazio.invalid/`, sequence([]).lookup, true);
    expect(empty.error).toBe("Não foi possível resolver o nome do servidor (DNS).");
  });
});

describe("webhook dispatcher with an injected resolver", () => {
  const dns = { answer: ["127.0.0.1"] as string[] | null, asked: 0 };
  const setup = useWebhookDispatch({
    retryDelaysMs: [30, 60],
    pollMs: 20,
    timeoutMs: 2000,
    lookup: async () => {
      dns.asked++;
      if (!dns.answer) throw new Error("getaddrinfo ENOTFOUND");
      return dns.answer.map((address) => ({ address, family: 4 }));
    },
  });

  it("delivers to the resolved address; an unresolvable name fails each attempt with the reason, per the retry policy", async () => {
    const {
      fx,
      receivers: [receiver],
      dispatcher,
    } = setup;
    const port = new URL(receiver.url).port;
    const hook = await fx.createWebhook(`http://recebedor.invalid:${port}/in`, ["MOVING_BUSINESS_BETWEEN_STAGES"], "segredo-teste");
    await fx.move(fx.items[0].id);
    await waitUntil("a delivery through the injected resolver", () => receiver.requests.length >= 1);
    expect(receiver.requests[0].headers.host).toBe(`recebedor.invalid:${port}`);
    await dispatcher.idle();

    dns.answer = null;
    await fx.move(fx.items[1].id);
    await waitUntil("the delivery to fail", async () => {
      const d = await fx.db
        .selectFrom("webhook_deliveries")
        .select("status")
        .where("webhook_id", "=", hook)
        .where("status", "=", "failed")
        .executeTakeFirst();
      return !!d;
    });
    const failed = await fx.db
      .selectFrom("webhook_deliveries")
      .select(["attempts", "last_error", "last_status_code"])
      .where("webhook_id", "=", hook)
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 3, last_status_code: null, last_error: "Não foi possível resolver o nome do servidor (DNS)." });
    expect(receiver.requests).toHaveLength(1);
  });
});
