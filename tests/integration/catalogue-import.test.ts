// Catalogue uploads on a real PostgreSQL (issue 15): a module file with a bad line imports the valid
// lines only, in slices as the JS progress bar sends them (a retried slice adds nothing); the import
// and its refused lines reach the read model; the same file again gives no catalogue event; an
// XLSX with a merged title row imports.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useSeededCompany } from "../support/seeded-company";
import { loadUpload, runImport, stageUpload, type ImportDeps } from "../../app/lib/catalogue-import/core.server";
import { getImport, listImports, refusedLines } from "../../projections/read-models/catalogue-imports.queries";

const dir = mkdtempSync(join(tmpdir(), "catalogue-import-"));
process.env.GIRASSOL_FILES_DIR = dir;

describe("catalogue import on postgres", () => {
  const fx = useSeededCompany();
  let deps: ImportDeps;
  let actor: { id: string; companyId: string };
  beforeAll(() => {
    actor = { id: fx.company.manager_id, companyId: fx.company.id };
    deps = { db: fx.database.db, store: fx.store, waitFor: (p) => fx.runner.waitFor(p, { timeoutMs: 60_000 }) };
  });

  async function stage(name: string, path: string) {
    const id = await stageUpload(deps.db, actor, "modules", { path, sha256: "a".repeat(64), size: 1, name });
    return (await loadUpload(deps.db, actor, "modules", id))!;
  }
  const moduleEvents = async () =>
    Number(
      (
        await deps.db
          .selectFrom("events")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("type", "in", ["ModuleRegistered", "ModuleEdited"])
          .where(sql<string>`data->'fields'->>'manufacturer'`, "=", "A")
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("valid lines only, by slices; refused lines kept; the same file again changes nothing", async () => {
    const text = ["Fabricante;Modelo;Potência (Wp)", "A;M1;550", ";M2;560", "A;M3;570,5", "A;M4;580"].join("\r\n");
    const path = join(dir, "m.csv");
    writeFileSync(path, text);
    const upload = await stage("m.csv", path);
    const a = await runImport(deps, actor, upload, { from: 0, to: 2 });
    expect(a).toMatchObject({ validLines: 3, done: false });
    // The same slice again (a retried request): no second slice event.
    await runImport(deps, actor, upload, { from: 0, to: 2 });
    const b = await runImport(deps, actor, upload, { from: 2, to: 3 });
    expect(b.done).toBe(true);
    const row = await getImport(deps.db, actor.companyId, a.importId);
    expect(row).toMatchObject({
      kind: "modules",
      file_name: "m.csv",
      total_lines: 4,
      valid_lines: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      refused: 1,
      completed: true,
    });
    expect(row?.columns).toEqual(["Fabricante", "Modelo", "Potência (Wp)"]);
    expect(await refusedLines(deps.db, a.importId, 0, 10)).toEqual([{ line: 3, cells: ["", "M2", "560"], errors: "Fabricante: Campo obrigatório." }]);
    expect(await moduleEvents()).toBe(3);

    writeFileSync(path, text);
    const again = await runImport(deps, actor, await stage("m.csv", path));
    expect(await getImport(deps.db, actor.companyId, again.importId)).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: 1 });
    expect(await moduleEvents()).toBe(3);

    // One value changed: that module is edited, the others unchanged.
    writeFileSync(path, text.replace("A;M4;580", "A;M4;585"));
    const edited = await runImport(deps, actor, await stage("m2.csv", path));
    expect(await getImport(deps.db, actor.companyId, edited.importId)).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect((await listImports(deps.db, actor.companyId)).map((r) => r.file_name)).toEqual(["m2.csv", "m.csv", "m.csv"]);
  });

  it("an XLSX with a merged title above the header imports", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Tabela");
    ws.addRow(["Lista de preços"]);
    ws.mergeCells("A1:C1");
    ws.addRow(["manufacturer", "model", "power"]);
    ws.addRow(["X", "XL-1", 600]);
    const path = join(dir, "x.xlsx");
    await wb.xlsx.writeFile(path);
    const r = await runImport(deps, actor, await stage("x.xlsx", path));
    expect(await getImport(deps.db, actor.companyId, r.importId)).toMatchObject({ format: "xlsx", created: 1, refused: 0 });
  });
});
