// The example files of docs/examples/ (docs/catalogue-imports.md) are read whole and every line is
// valid for its kind: the documented layouts are the ones the upload accepts.
import { describe, expect, it } from "vitest";
import { previewFile } from "../../../app/lib/catalogue-import/core.server";
import { KINDS } from "../../../app/lib/catalogue-import/kinds.server";

describe("docs/examples", () => {
  it.each([
    ["modulos.csv", "modules", 2, "utf-8"],
    ["modulos-excel-latin1.csv", "modules", 2, "windows-1252"],
    ["inversores.csv", "inverters", 2, "utf-8"],
    ["equipamentos.csv", "equipment", 3, "utf-8"],
    ["kits.csv", "kits", 2, "utf-8"],
  ] as const)("%s: every line valid", async (file, kind, lines, encoding) => {
    const p = await previewFile(`docs/examples/${file}`, KINDS[kind]);
    expect(p.errors).toEqual([]);
    expect([p.total, p.valid, p.encoding, p.delimiter]).toEqual([lines, lines, encoding, ";"]);
  });
  it("the Latin-1 file reads its accents and decimal commas", async () => {
    const p = await previewFile("docs/examples/modulos-excel-latin1.csv", KINDS.modules);
    expect(p.sample.map((s) => s.text)).toEqual(["Jinko Solar Tiger Neo JKM580N-72HL4 — 580 Wp", "Canadian Solar HiKu7 CS7N-665MS — 665 Wp"]);
  });
});
