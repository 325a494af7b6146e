// XLSX files with real date cells through the tables' upload routes (preview, then import, as the
// pages post them): the tariff upload's validity dates and the irradiation upload's months typed as
// dates reach the company's tables as the dates and months the spreadsheet shows. Before, the reader's
// serial number ("45441") was not a date: every tariff line was refused, and the irradiation header
// was not recognised.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { irradiationUploadAction } from "../../app/routes/tabelas.irradiacao_.upload/page.server";
import { tariffUploadAction, tariffUploadLoader } from "../../app/routes/tabelas.tarifas_.upload/page.server";
import { cityIrradiation, listTariffs } from "../../projections/read-models/tables.queries";
import { signIn, useAppServices, type AppSession } from "../support/app-session";
import { useSeededCompany } from "../support/seeded-company";

process.env.GIRASSOL_FILES_DIR = mkdtempSync(join(tmpdir(), "xlsx-date-uploads-"));

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

async function workbook(rows: unknown[][], dateFormat: string): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Planilha1");
  for (const r of rows)
    ws.addRow(r).eachCell((c) => {
      if (c.value instanceof Date) c.numFmt = dateFormat;
    });
  return new File([new Uint8Array(await wb.xlsx.writeBuffer())], "planilha.xlsx");
}

describe("XLSX date cells through the table uploads", () => {
  const fx = useSeededCompany();
  useAppServices(fx);
  let manager: AppSession;

  beforeAll(async () => {
    manager = await signIn(fx.company.manager_id, fx.company.id);
  });

  async function upload(action: typeof tariffUploadAction, path: string, file: File, importFields: Record<string, string>) {
    const staged = await manager.post(action, path, { intent: "preview", arquivo: file });
    expect(staged.status, JSON.stringify(staged.data)).toBe(302);
    const uploadId = new URL(staged.location!, "http://x").searchParams.get("envio")!;
    const imported = await manager.post(action, path, { intent: "import", uploadId, ...importFields });
    expect(imported.status, JSON.stringify(imported.data)).toBe(302);
    return { staged, imported };
  }

  it("tariffs: DatInicioVigencia and DatFimVigencia as date cells become the tariff's validity", async () => {
    const file = await workbook(
      [
        ["SigAgente", "DscREH", "DatInicioVigencia", "DatFimVigencia", "DscSubGrupo", "DscModalidadeTarifaria", "DscClasse", "VlrTUSD", "VlrTE"],
        ["XLSX-ENERGIA", "REH 9.999/2024", utc(2024, 5, 28), utc(2025, 5, 27), "B1", "Convencional", "Residencial", 432.5, 280.12],
      ],
      "dd/mm/yyyy",
    );
    const path = "/tabelas/tarifas/upload";
    const staged = await manager.post(tariffUploadAction, path, { intent: "preview", arquivo: file });
    expect(staged.status, JSON.stringify(staged.data)).toBe(302);
    const preview = (await manager.load(tariffUploadLoader, staged.location!)).data as { preview: { validCount: number; errors: unknown[] } };
    expect(preview.preview).toMatchObject({ validCount: 1, errors: [] });
    const uploadId = new URL(staged.location!, "http://x").searchParams.get("envio")!;
    const imported = await manager.post(tariffUploadAction, path, { intent: "import", uploadId, fioBShare: "28" });
    expect(imported.status, JSON.stringify(imported.data)).toBe(302);
    expect(imported.notice).toMatchObject({ code: "tarifas-importadas", counts: [1, 0] });

    const { rows } = await listTariffs(fx.db, fx.company.id, { distributor: "XLSX-ENERGIA" });
    expect(rows.map((r) => [r.validFrom, r.validTo, r.tusd, r.te])).toEqual([["2024-05-28", "2025-05-27", 0.4325, 0.28012]]);
  });

  it("irradiation: a header of months typed as dates (shown as jan, fev...) imports the city's twelve values", async () => {
    const months = [5510, 5620, 5230, 4880, 4310, 4050, 4200, 4990, 5030, 5400, 5560, 5720];
    const file = await workbook(
      [
        ["Município", "UF", ...months.map((_, m) => utc(2023, m + 1, 1))],
        ["Sorocaba", "SP", ...months],
      ],
      "mmm",
    );
    const { imported } = await upload(irradiationUploadAction, "/tabelas/irradiacao/upload", file, {});
    expect(imported.notice).toMatchObject({ code: "cidades-importadas", counts: [1, 0] });
    expect(await fx.settle()).toBe(true);
    const row = await cityIrradiation(fx.db, fx.company.id, "3552205"); // Sorocaba/SP
    expect(row?.monthly).toEqual(months);
  });
});
