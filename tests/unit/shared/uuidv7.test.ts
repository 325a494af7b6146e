import { expect, it } from "vitest";
import { uuidv7 } from "../../../eventstore/ids";

it("uuidv7: RFC 9562 layout, the timestamp in front, sortable by time, no repeats", () => {
  expect(uuidv7(0x0123456789ab)).toMatch(/^01234567-89ab-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(uuidv7(Date.UTC(2026, 10, 23))).toMatch(/^01a205b3-d000-7/); // 2026-11-23T00:00Z = 0x01a205b3d000 ms
  expect(uuidv7(1000) < uuidv7(2000)).toBe(true);
  const ids = Array.from({ length: 20_000 }, () => uuidv7());
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((x) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(x))).toBe(true);
});
