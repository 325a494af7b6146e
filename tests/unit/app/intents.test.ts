// The page shape's parsing helpers: one intent table per page, unknown intents a thrown 400,
// field errors a reply; page numbers read from URLs.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseIntent } from "../../../app/lib/intents.server";
import { formReply } from "../../../app/lib/replies.server";
import { pageParam } from "../../../app/lib/paging";

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename-folder"), name: z.string({ error: "Insira um nome válido." }) }),
  z.object({ intent: z.literal("delete-folder"), folderId: z.string().optional().default("") }),
]);

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("parseIntent", () => {
  it("parses the form of the intent it names, typed", () => {
    const s = parseIntent(form([["intent", "delete-folder"]]), intents);
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({ intent: "delete-folder", folderId: "" });
  });

  it.each([["explode"], ["renameFolder"], [""]])("throws 400 for the intent %j", async (intent) => {
    let thrown: unknown;
    try {
      parseIntent(form([["intent", intent]]), intents);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe("Ação desconhecida.");
  });

  it("throws 400 for a forged list index, before conform builds the array", () => {
    const lines = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("save-kit"), modules: z.array(z.object({ power: z.string() })).default([]) }),
    ]);
    const started = performance.now();
    let thrown: unknown;
    try {
      parseIntent(
        form([
          ["intent", "save-kit"],
          ["modules[9999999].power", "1"],
        ]),
        lines,
      );
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Response).status).toBe(400);
    // Without the guard conform builds a 10-million-element array here (seconds); with it, nothing.
    expect(performance.now() - started).toBeLessThan(500);
    // Ordinary indices still parse; three digits still reach zod (a gap is zod's to refuse, not a 400).
    const s = parseIntent(
      form([
        ["intent", "save-kit"],
        ["modules[0].power", "550"],
        ["modules[1].power", "1"],
      ]),
      lines,
    );
    expect(s.status === "success" && s.value.modules).toEqual([{ power: "550" }, { power: "1" }]);
    expect(
      parseIntent(
        form([
          ["intent", "save-kit"],
          ["modules[999].power", "1"],
        ]),
        lines,
      ).status,
    ).toBe("error");
  });

  it("throws 400 for a NUL in a value (the fuzzer's 500: PostgreSQL cannot keep it in an event)", async () => {
    let thrown: unknown;
    try {
      parseIntent(
        form([
          ["intent", "rename-folder"],
          ["name", "pasta\u0000"],
        ]),
        intents,
      );
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe("Caractere inválido no formulário.");
    expect(
      parseIntent(
        form([
          ["intent", "rename-folder"],
          ["name", "pasta"],
        ]),
        intents,
      ).status,
    ).toBe("success");
  });

  it("throws 400 without an intent", () => {
    expect(() => parseIntent(form([]), intents)).toThrow();
  });

  it("answers a field error with the form's reply, 400, beside the intent", async () => {
    const s = parseIntent(form([["intent", "rename-folder"]]), intents);
    expect(s.status).toBe("error");
    const reply = formReply(s, { with: { intent: "rename-folder" } });
    expect(reply.init?.status).toBe(400);
    expect(reply.data.intent).toBe("rename-folder");
    expect(reply.data.result.error?.name).toEqual(["Insira um nome válido."]);
  });
});

describe("formReply", () => {
  const s = parseIntent(form([["intent", "delete-folder"]]), intents);
  it.each([
    ["invalid", 400],
    ["forbidden", 403],
    ["not_found", 404],
    ["conflict", 409],
  ] as const)("a %s domain error is %i, on the form", (code, status) => {
    const reply = formReply(s, { problem: { message: "Não.", code } });
    expect(reply.init?.status).toBe(status);
    expect(reply.data.result.error?.[""]).toEqual(["Não."]);
  });

  it("puts a rule with a field on that field; several at once with fieldErrors", () => {
    expect(formReply(s, { problem: { message: "Não.", field: "name" } }).data.result.error?.name).toEqual(["Não."]);
    const many = formReply(s, { fieldErrors: { name: ["a"], uri: ["b"] } });
    expect(many.init?.status).toBe(400);
    expect(many.data.result.error).toMatchObject({ name: ["a"], uri: ["b"] });
  });
});

describe("pageParam", () => {
  it.each([
    [null, 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["999999", 100],
  ] as const)("%j → %i (max 100)", (value, page) => {
    expect(pageParam(value, 100)).toBe(page);
  });
});
