// The CEP port's HTTP adapter against a fake ViaCEP on loopback (a real HTTP server): found, not
// found, a broken service, a timeout, and the cache (a CEP asked twice goes out once; a failure is
// not cached, so the next try goes out again).
import { afterAll, beforeAll, expect, it } from "vitest";
import { httpCepLookup, Lru } from "../../app/lib/cep/cep-lookup.server";
import { startFakeCep, type FakeCep } from "../e2e/support/fake-cep.mjs";

let fake: FakeCep;
beforeAll(async () => {
  fake = await startFakeCep();
});
afterAll(async () => {
  await fake?.close();
});

it("a known CEP gives street, district, city and UF, and is cached", async () => {
  const cep = httpCepLookup({ baseUrl: fake.url });
  const found = await cep.lookup("01310-100");
  expect(found).toEqual({ kind: "found", address: { street: "Avenida Paulista", district: "Bela Vista", city: "São Paulo", uf: "SP" } });
  expect(await cep.lookup("01310100")).toEqual(found);
  expect(fake.hits("01310100")).toBe(1);
});

it("an unknown CEP is not found (ViaCEP's {erro: true}); a malformed one never goes out", async () => {
  const cep = httpCepLookup({ baseUrl: fake.url });
  expect(await cep.lookup("99999-999")).toEqual({ kind: "not-found" });
  expect(await cep.lookup("123")).toEqual({ kind: "not-found" });
  expect(fake.hits("123")).toBe(0);
});

it("a broken service is unavailable and is asked again next time", async () => {
  const cep = httpCepLookup({ baseUrl: fake.url });
  expect(await cep.lookup("88888888")).toEqual({ kind: "unavailable" });
  expect(await cep.lookup("88888888")).toEqual({ kind: "unavailable" });
  expect(fake.hits("88888888")).toBe(2);
});

it("a service that does not answer is unavailable after the timeout", async () => {
  const cep = httpCepLookup({ baseUrl: fake.url, timeoutMs: 300 });
  const started = Date.now();
  expect(await cep.lookup("77777777")).toEqual({ kind: "unavailable" });
  expect(Date.now() - started).toBeLessThan(2_000);
});

it("a service that cannot be reached at all is unavailable", async () => {
  const cep = httpCepLookup({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500 });
  expect(await cep.lookup("01310100")).toEqual({ kind: "unavailable" });
});

it("the LRU drops the least recently used entry", () => {
  const lru = new Lru<string, number>(2);
  lru.set("a", 1);
  lru.set("b", 2);
  lru.get("a");
  lru.set("c", 3);
  expect(lru.get("b")).toBeUndefined();
  expect(lru.get("a")).toBe(1);
  expect(lru.size).toBe(2);
});
