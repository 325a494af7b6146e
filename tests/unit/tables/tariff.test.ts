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
