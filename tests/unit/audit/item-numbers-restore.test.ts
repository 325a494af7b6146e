// Time travel numbers items like the boards (ADR 002), "Desfazer" included (ADR 016): a restored
// item keeps its number while it is free, else takes max + 1 over the live items.
import { expect, it } from "vitest";
import { itemNumbers } from "../../../audit/time-travel";

const ev = (type: string, id: string) => ({ streamId: `item-${id}`, type, data: {} });

it("a restored item keeps its number when nobody took it", () => {
  const n = itemNumbers([ev("ItemCreated", "a"), ev("ItemCreated", "b"), ev("ItemDeleted", "a"), ev("ItemRestored", "a")]);
  expect([...n]).toEqual([
    ["a", 1],
    ["b", 2],
  ]);
});

it("a restored item whose number was taken meanwhile gets the next one", () => {
  const n = itemNumbers([ev("ItemCreated", "a"), ev("ItemCreated", "b"), ev("ItemDeleted", "b"), ev("ItemCreated", "c"), ev("ItemRestored", "b")]);
  expect(Object.fromEntries(n)).toEqual({ a: 1, b: 3, c: 2 });
});
