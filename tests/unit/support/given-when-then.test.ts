// The helper itself must be able to fail: a wrong expectation makes it throw.
import { describe, expect, it } from "vitest";
import { DomainError, type Decider, type DomainEvent } from "../../../domain/shared";
import { specFor } from "./given-when-then";

type E = DomainEvent<"Ticked", { n: number }>;
type C = { type: "Tick" } | { type: "Fail" };
const counter: Decider<{ n: number }, C, E> = {
  initialState: () => ({ n: 0 }),
  evolve: (s, e) => ({ n: s.n + e.data.n }),
  decide: (c, s) => {
    if (c.type === "Fail") throw new DomainError("Falhou.", "campo", "conflict");
    return [{ type: "Ticked", data: { n: s.n + 1 } }];
  },
};
const given = specFor(counter);
const tick: E = { type: "Ticked", data: { n: 1 } };

describe("given/when/then helper", () => {
  it("passes on the right expectations", () => {
    given([tick])
      .when({ type: "Tick" })
      .then([{ type: "Ticked", data: { n: 2 } }]);
    given([tick]).when({ type: "Tick" }).thenState({ n: 3 });
    given([]).when({ type: "Fail" }).thenThrows("Falhou.", { field: "campo", code: "conflict" });
  });

  it("fails on wrong events, wrong state, a missing or different error", () => {
    expect(() => given([tick]).when({ type: "Tick" }).then([tick])).toThrow();
    expect(() => given([tick]).when({ type: "Tick" }).thenState({ n: 2 })).toThrow();
    expect(() => given([]).when({ type: "Tick" }).thenThrows("Falhou.")).toThrow();
    expect(() => given([]).when({ type: "Fail" }).thenThrows("Outro.")).toThrow();
    expect(() => given([]).when({ type: "Fail" }).thenThrows("Falhou.", { field: "x" })).toThrow();
    expect(() => given([]).when({ type: "Fail" }).thenThrows("Falhou.", { code: "invalid" })).toThrow();
  });
});
