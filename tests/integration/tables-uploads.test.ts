// The staged table files on a real database: the preview's file is received to disk, checked and
// staged under the upload's id (table_uploads has no column for its bytes), read back as a stream by its
// owner only, and removed with its row; a file refused whole leaves neither a row nor bytes.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dropUpload,
  loadUpload,
  readTableFile,
  receiveTableUpload,
  stageChecked,
  stagedPath,
  TableFileError,
} from "../../app/lib/tables/uploads.server";
import { irradiationColumns, IRRADIATION_MSG } from "../../domain/irradiation";
import { freshDatabase, type TestDatabase } from "../support/test-db";

const dir = mkdtempSync(join(tmpdir(), "tables-uploads-"));
process.env.GIRASSOL_FILES_DIR = dir;
const actor = { id: "0190a000-0000-7000-8000-0000000000a1", companyId: "0190a000-0000-7000-8000-0000000000c1" };
const other = { id: "0190a000-0000-7000-8000-0000000000a2", companyId: actor.companyId };
const MONTHS = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"];

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase("postgres");
});
afterAll(async () => {
  await database?.drop();
});

async function received(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("arquivo", new File([bytes], name));
  return receiveTableUpload(new Request("http://x/tabelas/irradiacao/upload", { method: "POST", body: form }));
}

/** Counts the records of an irradiation file (the route's header recogniser), with how it was read. */
async function check(path: string) {
  let n = 0;
  const read = await readTableFile(
    path,
    irradiationColumns,
    () => IRRADIATION_MSG.columns,
    () => n++,
  );
  if (n === 0) throw new TableFileError(IRRADIATION_MSG.empty);
  return { n, ...read };
}

describe("staged table files", () => {
  it("an XLSX is staged on disk under its id, read back by its owner only, and dropped with its row", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Atlas");
    ws.addRow(["Município", "UF", ...MONTHS]);
    ws.addRow(["Campinas", "SP", ...MONTHS.map(() => 5000)]);
    const r = await received(new Uint8Array(await wb.xlsx.writeBuffer()), "atlas.xlsx");
    const id = await stageChecked(database.db, actor, "irradiation", r, "irradiacao.csv", check);
    const row = await database.db.selectFrom("table_uploads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ file_name: "atlas.xlsx", kind: "irradiation" });
    expect(Object.keys(row)).not.toContain("content"); // migration 0750: the bytes are only on disk
    const upload = await loadUpload(database.db, actor, "irradiation", id);
    expect(upload?.path).toBe(stagedPath(id));
    expect(await check(upload!.path)).toEqual({ n: 1, format: "xlsx", header: ["Município", "UF", ...MONTHS] });
    expect(await loadUpload(database.db, other, "irradiation", id)).toBeUndefined();
    expect(await loadUpload(database.db, actor, "tariffs", id)).toBeUndefined();
    await dropUpload(database.db, actor, id);
    expect(existsSync(stagedPath(id))).toBe(false);
    expect(await loadUpload(database.db, actor, "irradiation", id)).toBeUndefined();
  });

  it("a file refused whole (wrong columns) leaves neither a row nor bytes behind", async () => {
    const before = await database.db.selectFrom("table_uploads").select("id").execute();
    const r = await received(Buffer.from("Nome;UF\nCampinas;SP\n"), "ruim.csv");
    const path = r.file().path;
    await expect(stageChecked(database.db, actor, "irradiation", r, "irradiacao.csv", check)).rejects.toThrow(IRRADIATION_MSG.columns);
    expect(existsSync(path)).toBe(false);
    expect(await database.db.selectFrom("table_uploads").select("id").execute()).toEqual(before);
    expect(existsSync(join(dir, "table-uploads")) ? readdirSync(join(dir, "table-uploads")) : []).toEqual([]);
  });
});
