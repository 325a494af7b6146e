import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import {
  aneelColumns,
  checkAneelRecord,
  keepLastPerKey,
  TARIFF_MSG,
  tariffDecider,
  tariffFieldErrors,
  type AneelColumns,
  type TariffEvent,
  type TariffFields,
} from "../../../domain/tariff";
import {
  TARIFF_IMPORT_MSG,
  tariffImportDecider,
  type ImportedTariff,
  type ImportTariffs,
  type TariffImportEvent,
} from "../../../domain/tariff/import";
import type { TableImportFile } from "../../../domain/tables/imports";

const fields: TariffFields = {
  distributor: "CEMIG-D",
  subgroup: "B1",
  modality: "Convencional",
  tariffClass: "Residencial",
  post: "",
  te: 0.3,
  tusd: 0.5,
  fioBShare: 28,
  validFrom: "2025-05-28",
  validTo: "2026-05-27",
  reh: "",
};
const given = specFor(tariffDecider);
const registered: TariffEvent = { type: "TariffRegistered", data: { tariffId: "t1", ...fields, fileName: null } };

describe("tariff decider", () => {
  it("registers trimmed, rounded fields", () => {
    given()
      .when({ type: "RegisterTariff", tariffId: "t1", fields: { ...fields, distributor: "  CEMIG-D ", te: 0.30000001 }, fileName: null })
      .then([registered]);
  });
  it("a second registration with the same fields is nothing; with other fields a conflict", () => {
    given([registered]).when({ type: "RegisterTariff", tariffId: "t1", fields, fileName: null }).then([]);
    given([registered])
      .when({ type: "RegisterTariff", tariffId: "t1", fields: { ...fields, te: 0.31 }, fileName: null })
      .thenThrows(TARIFF_MSG.exists, { code: "conflict" });
  });
  it("edits, and an edit with nothing changed is nothing", () => {
    given([registered])
      .when({ type: "EditTariff", fields: { ...fields, fioBShare: 30 }, fileName: "x.csv" })
      .then([{ type: "TariffEdited", data: { tariffId: "t1", ...fields, fioBShare: 30, fileName: "x.csv" } }]);
    given([registered]).when({ type: "EditTariff", fields, fileName: null }).then([]);
  });
  it("deletes; a deleted or unknown tariff is not found", () => {
    given([registered])
      .when({ type: "DeleteTariff" })
      .then([{ type: "TariffDeleted", data: { tariffId: "t1", distributor: "CEMIG-D" } }]);
    given([registered, { type: "TariffDeleted", data: { tariffId: "t1", distributor: "CEMIG-D" } }])
      .when({ type: "DeleteTariff" })
      .thenThrows(TARIFF_MSG.notFound, { code: "not_found" });
    given().when({ type: "EditTariff", fields, fileName: null }).thenThrows(TARIFF_MSG.notFound, { code: "not_found" });
  });
  it("a tariff a file import wrote (its stream empty) is edited and deleted from the row the table shows", () => {
    const listed = { tariffId: "t9", fields };
    given()
      .when({ type: "EditTariff", fields: { ...fields, te: 0.32 }, fileName: "aneel.csv", listed })
      .then([{ type: "TariffEdited", data: { tariffId: "t9", ...fields, te: 0.32, fileName: "aneel.csv" } }]);
    given().when({ type: "EditTariff", fields, fileName: "aneel.csv", listed }).then([]);
    given()
      .when({ type: "DeleteTariff", listed })
      .then([{ type: "TariffDeleted", data: { tariffId: "t9", distributor: "CEMIG-D" } }]);
    given().when({ type: "DeleteTariff", listed: null }).thenThrows(TARIFF_MSG.notFound, { code: "not_found" });
  });
  it("an edit starts the stream of an imported tariff: the next edit compares with it, not with the listed row", () => {
    const edited: TariffEvent = { type: "TariffEdited", data: { tariffId: "t9", ...fields, te: 0.32, fileName: "aneel.csv" } };
    given([edited])
      .when({ type: "EditTariff", fields: { ...fields, te: 0.32 }, fileName: "aneel.csv", listed: { tariffId: "t9", fields } })
      .then([]);
  });
  it("deleted, then imported again: the table's row makes it editable again", () => {
    const deleted: TariffEvent = { type: "TariffDeleted", data: { tariffId: "t1", distributor: "CEMIG-D" } };
    given([registered, deleted]).when({ type: "DeleteTariff" }).thenThrows(TARIFF_MSG.notFound, { code: "not_found" });
    given([registered, deleted])
      .when({ type: "EditTariff", fields: { ...fields, tusd: 0.6 }, fileName: "aneel.csv", listed: { tariffId: "t1", fields } })
      .then([{ type: "TariffEdited", data: { tariffId: "t1", ...fields, tusd: 0.6, fileName: "aneel.csv" } }]);
  });
  it("refuses bad fields, each with its Portuguese message on its field", () => {
    given()
      .when({ type: "RegisterTariff", tariffId: "t1", fields: { ...fields, distributor: " " }, fileName: null })
      .thenThrows(TARIFF_MSG.distributor, { field: "distributor" });
    expect(tariffFieldErrors({ ...fields, te: -1, tusd: 450, fioBShare: 120, validFrom: "31/02/2025", validTo: "2020-01-01" })).toEqual({
      te: TARIFF_MSG.te,
      tusd: TARIFF_MSG.tooHigh,
      fioBShare: TARIFF_MSG.fioB,
      validFrom: TARIFF_MSG.validFrom,
    });
    expect(tariffFieldErrors({ ...fields, validTo: "2020-01-01" })).toEqual({ validTo: TARIFF_MSG.order });
    expect(tariffFieldErrors({ ...fields, te: 0, tusd: 0 })).toEqual({ tusd: TARIFF_MSG.both });
  });
});

const HEADER =
  "DatGeracaoConjuntoDados;DscREH;SigAgente;NumCPFCNPJ;DatInicioVigencia;DatFimVigencia;DscBaseTarifaria;DscSubGrupo;DscModalidadeTarifaria;DscClasse;DscSubClasse;DscDetalhe;NomPostoTarifario;DscUnidadeTerciaria;SigAgenteAcessante;VlrTUSD;VlrTE".split(
    ";",
  );
const line = (over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = {
    DatGeracaoConjuntoDados: "2025-06-01",
    DscREH: "REH nº 3.441/2025",
    SigAgente: "CEMIG-D",
    NumCPFCNPJ: "06981180000116",
    DatInicioVigencia: "2025-05-28",
    DatFimVigencia: "2026-05-27",
    DscBaseTarifaria: "Tarifa de Aplicação",
    DscSubGrupo: "B1",
    DscModalidadeTarifaria: "Convencional",
    DscClasse: "Residencial",
    DscSubClasse: "Residencial",
    DscDetalhe: "Não se aplica",
    NomPostoTarifario: "Não se aplica",
    DscUnidadeTerciaria: "MWh",
    SigAgenteAcessante: "Não se aplica",
    VlrTUSD: "512,34",
    VlrTE: "301,20",
    ...over,
  };
  return HEADER.map((h) => base[h]);
};

describe("ANEEL tarifas homologadas", () => {
  const cols = aneelColumns(HEADER) as AneelColumns;
  it("needs SigAgente, DatInicioVigencia, VlrTUSD and VlrTE", () => {
    expect(aneelColumns(["SigAgente", "VlrTE"])).toEqual({ missing: ["DatInicioVigencia", "VlrTUSD"] });
  });
  it("converts R$/MWh to R$/kWh and takes the Fio B share from the form", () => {
    const l = checkAneelRecord(cols, line(), 2, 28);
    expect(l.errors).toEqual([]);
    expect(l.fields).toEqual({ ...fields, te: 0.3012, tusd: 0.51234, reh: "REH nº 3.441/2025" });
  });
  it("ignores lines outside the subset: economic base, SCEE detail, demand (kW)", () => {
    expect(checkAneelRecord(cols, line({ DscBaseTarifaria: "Base Econômica" }), 2, 28).ignored).toContain("Base Econômica");
    expect(checkAneelRecord(cols, line({ DscDetalhe: "SCEE" }), 2, 28).ignored).toContain("SCEE");
    expect(checkAneelRecord(cols, line({ DscUnidadeTerciaria: "kW" }), 2, 28).ignored).toContain("kW");
  });
  it("reports bad values and dates", () => {
    const l = checkAneelRecord(cols, line({ VlrTE: "x", DatInicioVigencia: "31/02/2025" }), 7, 28);
    expect(l.errors).toEqual(["VlrTE: insira um número em R$/MWh.", "DatInicioVigencia: data inválida."]);
  });
  it("the last line of a key wins", () => {
    const a = checkAneelRecord(cols, line(), 2, 28);
    const b = checkAneelRecord(cols, line({ VlrTE: "310" }), 3, 28);
    expect(keepLastPerKey([a, b]).map((l) => l.replacedBy)).toEqual([3, undefined]);
  });
});

const importing = specFor(tariffImportDecider);
const SHA = "b".repeat(64);
const t = (id: string, over: Partial<TariffFields> = {}): ImportedTariff => ({ tariffId: id, ...fields, ...over });
const file: TableImportFile = {
  sha256: SHA,
  format: "csv",
  columns: ["SigAgente", "VlrTE"],
  totalLines: 6,
  refused: [{ line: 5, cells: ["CEMIG-D", "x"], errors: ["VlrTE: insira um número em R$/MWh."] }],
};
const slice = (over: Partial<ImportTariffs> = {}): ImportTariffs => ({
  type: "ImportTariffs",
  importId: "imp-1",
  fileName: "aneel.csv",
  slice: 0,
  slices: 2,
  validLines: 4,
  tariffs: [t("a"), t("b", { subgroup: "B2" }), t("c", { subgroup: "B3" })],
  current: [t("b", { subgroup: "B2" }), t("c", { subgroup: "B3", te: 0.29 })],
  file,
  ...over,
});
const first: TariffImportEvent = {
  type: "TariffsImported",
  data: {
    importId: "imp-1",
    fileName: "aneel.csv",
    slice: 0,
    slices: 2,
    created: [t("a")],
    updated: [t("c", { subgroup: "B3" })],
    unchanged: 1,
    sha256: SHA,
    format: "csv",
    columns: ["SigAgente", "VlrTE"],
    totalLines: 6,
    refusedCount: 1,
    refused: file.refused,
    validLines: 4,
  },
};

describe("tariff import by slices", () => {
  it("given nothing, when the first slice is sent, then one event: new and changed tariffs in full, the same ones counted, and the file", () => {
    importing().when(slice()).then([first]);
  });
  it("given the first slice, when the second is sent, then its event without the file", () => {
    importing([first])
      .when(slice({ slice: 1, tariffs: [t("d", { post: "Ponta" })], current: [], file: undefined }))
      .then([
        {
          type: "TariffsImported",
          data: { importId: "imp-1", fileName: "aneel.csv", slice: 1, slices: 2, created: [t("d", { post: "Ponta" })], updated: [], unchanged: 0 },
        },
      ]);
  });
  it("given a slice recorded, when it is sent again (a retry, a double submit), then nothing", () => {
    importing([first]).when(slice()).then([]);
  });
  it("the same file again, against the table it made: nothing new, all counted as the same", () => {
    importing()
      .when(slice({ slices: 1, validLines: 1, tariffs: [t("a")], current: [t("a")], file: { ...file, totalLines: 1, refused: [] } }))
      .then([
        {
          type: "TariffsImported",
          data: {
            importId: "imp-1",
            fileName: "aneel.csv",
            slice: 0,
            slices: 1,
            created: [],
            updated: [],
            unchanged: 1,
            sha256: SHA,
            format: "csv",
            columns: ["SigAgente", "VlrTE"],
            totalLines: 1,
            refusedCount: 0,
            refused: [],
            validLines: 1,
          },
        },
      ]);
  });
  it("refuses a later slice before the first, a slice out of range, an empty slice, a repeated tariff, a bad value", () => {
    importing()
      .when(slice({ slice: 1 }))
      .thenThrows(TARIFF_IMPORT_MSG.notStarted, { code: "not_found" });
    importing()
      .when(slice({ slice: 2 }))
      .thenThrows(TARIFF_IMPORT_MSG.slice);
    importing([first])
      .when(slice({ slice: 1, slices: 3 }))
      .thenThrows(TARIFF_IMPORT_MSG.slice);
    importing()
      .when(slice({ tariffs: [] }))
      .thenThrows(TARIFF_IMPORT_MSG.noRows);
    importing()
      .when(slice({ tariffs: [t("a"), t("a")] }))
      .thenThrows(TARIFF_IMPORT_MSG.repeated);
    importing()
      .when(slice({ tariffs: [t("a", { te: 450 })] }))
      .thenThrows(TARIFF_MSG.tooHigh, { field: "te" });
    importing()
      .when(slice({ fileName: " " }))
      .thenThrows(TARIFF_IMPORT_MSG.fileName, { field: "fileName" });
    importing()
      .when(slice({ validLines: 2 }))
      .thenThrows(TARIFF_IMPORT_MSG.slice);
  });
});
