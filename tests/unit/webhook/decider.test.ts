import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import { webhookDecider, WEBHOOK_MSG, type WebhookAction, type WebhookEvent } from "../../../domain/webhook";
import { checkWebhookUri, isPrivateAddress } from "../../../domain/webhook/uri";

const given = specFor(webhookDecider);
const id = "0190a000-0000-7000-8000-0000000000aa";
const created: WebhookEvent = {
  type: "WebhookCreated",
  data: { webhookId: id, name: "CRM", uri: "https://hooks.example.com/x", actions: ["BUSINESS_GAIN"] },
};
const create = (over: Record<string, unknown> = {}) => ({
  type: "CreateWebhook" as const,
  webhookId: id,
  name: "CRM",
  uri: "https://hooks.example.com/x",
  actions: ["BUSINESS_GAIN"] as WebhookAction[],
  allowPrivate: false,
  ...over,
});

/** ChangeWebhook to "CRM 2" at another uri, same actions, unless overridden. */
const change = (over: Record<string, unknown> = {}) => ({
  type: "ChangeWebhook" as const,
  name: "CRM 2",
  uri: "https://hooks.example.com/y",
  actions: ["BUSINESS_GAIN"] as WebhookAction[],
  allowPrivate: false,
  ...over,
});

describe("webhook decider", () => {
  it("creates with name, normalised uri and actions in the canonical order — never a secret", () => {
    given()
      .when(create({ name: "  CRM ", actions: ["BUSINESS_LOST", "BUSINESS_GAIN"] }))
      .then([
        {
          type: "WebhookCreated",
          data: {
            webhookId: id,
            name: "CRM",
            uri: "https://hooks.example.com/x",
            actions: ["BUSINESS_GAIN", "BUSINESS_LOST"],
          },
        },
      ]);
  });

  it.each([
    { over: { name: " " }, message: WEBHOOK_MSG.nameRequired, field: "name" },
    { over: { uri: "não é url" }, message: WEBHOOK_MSG.uriInvalid, field: "uri" },
    { over: { uri: "ftp://example.com/x" }, message: WEBHOOK_MSG.uriScheme, field: "uri" },
    { over: { uri: "http://127.0.0.1:8080/x" }, message: WEBHOOK_MSG.uriPrivate, field: "uri" },
    { over: { uri: "http://localhost/x" }, message: WEBHOOK_MSG.uriPrivate, field: "uri" },
    {
      over: { uri: "https://intranet.example.com/x", resolved: ["10.1.2.3"] },
      message: WEBHOOK_MSG.uriPrivate,
      field: "uri",
    },
    { over: { actions: [] }, message: WEBHOOK_MSG.actionsRequired, field: "actions" },
    { over: { actions: ["BUSINESS_GAIN", "NOPE"] }, message: WEBHOOK_MSG.actionsRequired, field: "actions" },
  ])("refuses bad input with pt-BR field errors: $over", ({ over, message, field }) => {
    given().when(create(over)).thenThrows(message, { field });
  });

  it("allows a private address only when the installation says so", () => {
    given()
      .when(create({ uri: "http://127.0.0.1:8080/x", allowPrivate: true }))
      .then([
        {
          type: "WebhookCreated",
          data: { webhookId: id, name: "CRM", uri: "http://127.0.0.1:8080/x", actions: ["BUSINESS_GAIN"] },
        },
      ]);
  });

  it("changes (nothing when equal) and deletes; a deleted webhook is not found", () => {
    given([created])
      .when(change({ name: "CRM", uri: "https://hooks.example.com/x" }))
      .then([]);
    given([created])
      .when(change())
      .then([
        {
          type: "WebhookChanged",
          data: { webhookId: id, name: "CRM 2", uri: "https://hooks.example.com/y", actions: ["BUSINESS_GAIN"] },
        },
      ]);
    given([created])
      .when({ type: "DeleteWebhook" })
      .then([{ type: "WebhookDeleted", data: { webhookId: id, name: "CRM" } }]);
    given([created, { type: "WebhookDeleted", data: { webhookId: id, name: "CRM" } }])
      .when({ type: "DeleteWebhook" })
      .thenThrows(WEBHOOK_MSG.notFound, { code: "not_found" });
    given([created]).when(create()).thenThrows(WEBHOOK_MSG.exists, { code: "conflict" });
  });
});

describe("private addresses", () => {
  it.each([
    "127.0.0.1",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "[::1]",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
  ])("%s is private", (a) => {
    expect(isPrivateAddress(a)).toBe(true);
  });
  it.each(["8.8.8.8", "172.32.0.1", "1.1.1.1", "2606:4700::1111"])("%s is public", (a) => {
    expect(isPrivateAddress(a)).toBe(false);
  });
  it.each(["::ffff:7f00:1", "0:0:0:0:0:ffff:a00:1", "::ffff:c0a8:101", "::7f00:1", "64:ff9b::a9fe:a9fe", "fc00::1", "ff02::1", "0::0"])(
    "%s (IPv4 inside IPv6, other forms) is private",
    (a) => {
      expect(isPrivateAddress(a)).toBe(true);
    },
  );
  it.each(["::ffff:808:808", "64:ff9b::808:808", "2606:4700::1111"])("%s is public", (a) => {
    expect(isPrivateAddress(a)).toBe(false);
  });
  // What the URL parser makes of them: the hostname is rewritten (::ffff:127.0.0.1 → [::ffff:7f00:1]).
  it.each([
    "http://[::ffff:127.0.0.1]/x",
    "http://[::ffff:10.0.0.1]:8080/",
    "https://[0:0:0:0:0:ffff:192.168.0.1]/",
    "http://[::127.0.0.1]/",
    "http://[fe80::1]/",
  ])("%s is refused as private", (u) => {
    expect(checkWebhookUri(u, { allowPrivate: false })).toEqual({ ok: false, problem: "private" });
  });
  it("credentials in the URI are refused", () => {
    expect(checkWebhookUri("https://u:p@example.com/", { allowPrivate: false })).toEqual({
      ok: false,
      problem: "invalid",
    });
  });
});

describe("webhookFieldErrors", () => {
  it("reports every bad field at once", async () => {
    const { webhookFieldErrors } = await import("../../../domain/webhook");
    expect(webhookFieldErrors({ name: "", uri: "http://10.0.0.1/", actions: [], allowPrivate: false })).toEqual({
      name: WEBHOOK_MSG.nameRequired,
      uri: WEBHOOK_MSG.uriPrivate,
      actions: WEBHOOK_MSG.actionsRequired,
    });
    expect(
      webhookFieldErrors({
        name: "CRM",
        uri: "https://example.com/x",
        actions: ["BUSINESS_GAIN"],
        allowPrivate: false,
      }),
    ).toEqual({});
  });
});

describe("webhook lifecycle", () => {
  const deleted: WebhookEvent = { type: "WebhookDeleted", data: { webhookId: id, name: "CRM" } };
  it("a deleted webhook cannot be changed, nor created again under its id", () => {
    given([created, deleted]).when(change()).thenThrows(WEBHOOK_MSG.notFound, { code: "not_found" });
    given([created, deleted]).when(create()).thenThrows(WEBHOOK_MSG.exists, { code: "conflict" });
  });
  it("a webhook that was never created is not found", () => {
    given([]).when({ type: "DeleteWebhook" }).thenThrows(WEBHOOK_MSG.notFound, { code: "not_found" });
  });
  it("folds none → active → deleted", () => {
    given([]).when(create()).thenState({ status: "active", name: "CRM" });
    given([created]).when({ type: "DeleteWebhook" }).thenState({ status: "deleted", name: "CRM" });
  });
});
