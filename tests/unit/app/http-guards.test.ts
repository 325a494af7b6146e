// Issue 14 (findings 2 and 8): the pure parts of the request guards: dates read strictly within
// the years the app can query, page numbers clamped, multipart boundaries, body limits per route.
import { describe, expect, it } from "vitest";
import { DATE_MSG, readLocalDateTime } from "../../../app/lib/http-guards-input";
import { bodyLimitFor, FORM_BODY_LIMIT, multipartBoundary, MultipartShape } from "../../../app/lib/http-guards.server";
import { MAX_PAGE, pageParam } from "../../../app/lib/paging";
import { CSV_MAX_BYTES } from "../../../domain/customer";
import { MAX_FILE_BYTES } from "../../../domain/archive";

describe("readLocalDateTime", () => {
  it.each([
    ["2024-05-01", "2024-05-01T03:00:00.000Z"],
    ["2024-05-01T10:30", "2024-05-01T13:30:00.000Z"],
    ["2024-02-29T23:59", "2024-03-01T02:59:00.000Z"],
    [" 1920-01-01 ", "1920-01-01T03:00:00.000Z"],
    ["2199-12-31T23:59", "2200-01-01T02:59:00.000Z"],
  ])("%j → %s (São Paulo time)", (value, iso) => {
    const r = readLocalDateTime(value);
    expect(r.ok && r.date.toISOString()).toBe(iso);
  });
  it.each([
    ["9999-12-31T23:59", DATE_MSG.range],
    ["9999-12-31", DATE_MSG.range],
    ["0000-01-01", DATE_MSG.range],
    ["1919-12-31", DATE_MSG.range],
    ["2024-02-30", DATE_MSG.invalid],
    ["2023-02-29", DATE_MSG.invalid],
    ["2024-13-01", DATE_MSG.invalid],
    ["2024-00-10", DATE_MSG.invalid],
    ["2024-01-01T24:00", DATE_MSG.invalid],
    ["2024-01-01T10:60", DATE_MSG.invalid],
    ["275760-09-13", DATE_MSG.invalid],
    ["+010000-01-01", DATE_MSG.invalid],
    ["lixo", DATE_MSG.invalid],
    ["", DATE_MSG.invalid],
  ])("%j is refused: %s", (value, message) => {
    expect(readLocalDateTime(value)).toEqual({ ok: false, message });
  });
  it("days only when asked", () => {
    expect(readLocalDateTime("2024-05-01T10:00", { timeAllowed: false }).ok).toBe(false);
    expect(readLocalDateTime("2024-05-01", { timeAllowed: false }).ok).toBe(true);
  });
});

describe("pageParam against huge numbers", () => {
  it.each([
    ["99999999999999999999", MAX_PAGE],
    ["9007199254740993", MAX_PAGE],
    ["1e400", 1],
    ["12abc", 1],
    ["100001", MAX_PAGE],
    ["42", 42],
  ])("%j → %i", (value, page) => expect(pageParam(value)).toBe(page));
});

describe("request guards", () => {
  it.each([
    ["multipart/form-data; boundary=----WebKitFormBoundaryAbc123", "----WebKitFormBoundaryAbc123"],
    ['multipart/form-data; boundary="a b:c"', "a b:c"],
    ["multipart/form-data; charset=utf-8; boundary=xyz", "xyz"],
    ["multipart/form-data", null],
    ["multipart/form-data; boundary=", null],
    [`multipart/form-data; boundary=${"x".repeat(71)}`, null],
    ["multipart/form-data; boundary=a<b", null],
  ])("boundary of %j is %j", (type, boundary) => expect(multipartBoundary(type)).toBe(boundary));

  it("uploads get their documented limits, everything else the form limit", () => {
    expect(bodyLimitFor("/upload-de-clientes", true).limit).toBeGreaterThan(CSV_MAX_BYTES);
    expect(bodyLimitFor("/upload-de-clientes", true).limit).toBeLessThan(CSV_MAX_BYTES + 1024 * 1024);
    expect(bodyLimitFor("/arquivos/abc", true).limit).toBeGreaterThan(MAX_FILE_BYTES);
    expect(bodyLimitFor("/arquivos/abc.data", true).upload).toBe(true);
    expect(bodyLimitFor("/arquivos/abc", false)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
    expect(bodyLimitFor("/arquivos/abc/arquivo/def", true)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
    expect(bodyLimitFor("/upload-de-clientes/lote", true)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
    expect(bodyLimitFor("/login", true)).toEqual({ limit: FORM_BODY_LIMIT, upload: false });
  });
});

describe("MultipartShape, fed in pieces", () => {
  const boundary = "----formdata-girassol-0123";
  const wellFormed = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd-file\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-\r\n--x\r\n\r\n` +
      `--${boundary}--\r\n`,
    "latin1",
  );
  const run = (bytes: Buffer, size: number) => {
    const shape = new MultipartShape(boundary);
    for (let i = 0; i < bytes.length; i += size) if (!shape.feed(bytes.subarray(i, i + size))) return false;
    return shape.end();
  };

  it("accepts what fetch() sends, however it is cut", async () => {
    const form = new FormData();
    form.set("intent", "add-file");
    form.set("file", new File(["a,b\r\n--\r\n1,2"], "clientes.csv", { type: "text/csv" }));
    const r = new Response(form);
    const bytes = Buffer.from(await r.arrayBuffer());
    const b = multipartBoundary(r.headers.get("content-type")!)!;
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const shape = new MultipartShape(b);
      let fine = true;
      for (let i = 0; i < bytes.length; i += size) fine &&= shape.feed(bytes.subarray(i, i + size));
      expect(fine && shape.end(), `cut every ${size} bytes`).toBe(true);
    }
    expect(run(wellFormed, 5)).toBe(true);
  });

  it.each([
    ["another boundary", wellFormed.toString("latin1").replaceAll(boundary, "outro")],
    ["cut before the end", wellFormed.toString("latin1").slice(0, -20)],
    ["no closing delimiter", wellFormed.toString("latin1").replace(`--${boundary}--\r\n`, "")],
    ["a part without headers", `--${boundary}\r\n\r\nabc\r\n--${boundary}--\r\n`],
    ["a header line that is not one", `--${boundary}\r\nGarbage without colon\r\n\r\nabc\r\n--${boundary}--\r\n`],
    ["no Content-Disposition", `--${boundary}\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${boundary}--\r\n`],
    ["headers that never end", `--${boundary}\r\nContent-Disposition: form-data; name="a"${"x".repeat(20_000)}`],
    ["closing delimiter without its line break", `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc--${boundary}--\r\n`],
    ["bytes after the end", `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc\r\n--${boundary}--\r\nmore`],
    ["a preamble", `preamble\r\n--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc\r\n--${boundary}--\r\n`],
  ])("refuses %s", (_name, text) => {
    for (const size of [1, 3, 1000]) expect(run(Buffer.from(text, "latin1"), size)).toBe(false);
  });
});
