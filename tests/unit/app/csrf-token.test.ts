// requireToken, which every form's action passes through (requireCsrf): a wrong token is a 403, and
// a NUL in any value a 400 before any command, even on pages that do not use parseIntent (the form
// fuzz found a 500 from "name=\u0000" on /conta/info: PostgreSQL cannot keep a NUL in an event).
import { describe, expect, it } from "vitest";
import { requireToken } from "../../../app/lib/auth.server";

const form = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};

function thrownBy(fn: () => void): Response | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e as Response;
  }
}

describe("requireToken", () => {
  it("passes the session's token with ordinary values", () => {
    expect(
      thrownBy(() =>
        requireToken(
          form([
            ["csrf", "tok"],
            ["name", "Ana Souza"],
          ]),
          "tok",
        ),
      ),
    ).toBeNull();
  });

  it("a wrong token is a 403", () => {
    expect(thrownBy(() => requireToken(form([["csrf", "other"]]), "tok"))?.status).toBe(403);
  });

  it("a NUL in any value is a 400 with a message", async () => {
    const r = thrownBy(() =>
      requireToken(
        form([
          ["csrf", "tok"],
          ["name", "\u0000"],
          ["email", "a@b.co"],
        ]),
        "tok",
      ),
    );
    expect(r?.status).toBe(400);
    expect(await r?.text()).toBe("Caractere inválido no formulário.");
  });
});
