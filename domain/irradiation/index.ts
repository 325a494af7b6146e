// Irradiation table of a company (solar-br.md §1): the monthly means of daily irradiation on the
// plane tilted at the latitude (Wh/m²/day, as CRESESB SunData / the LABREN–INPE Atlas publish
// them), one row per municipality. Girassol ships no data: a company imports a file in the Atlas
// layout (`ID;LON;LAT;NAME;CLASS;STATE;ANNUAL;JAN…DEC`) or types values. Each import is a stream
// `irradiation-<importId>` with one event holding every row (and, since the imports list, what the
// file was and its refused lines); the read model keeps, per city, the latest values and where they
// came from. One city's values typed on a screen: ./typed.ts.
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
import { matchLabel, matchMunicipality, type Gazetteer, type MatchHow } from "../municipality";
import { recordFile, type RecordedTableFile, type TableImportFile } from "../tables/imports";
import { headerKey, parseDecimal } from "../tables/values";
import { spreadsheetSerialDate } from "../shared/format";

import { MAX_WH, MONTHS_PT } from "./months";

export * from "./months";
export * from "./typed";

/** Accepted month headers, in order: the Atlas's English ones and the Portuguese ones. */
const MONTH_HEADERS = [
  ["JAN"],
  ["FEB", "FEV"],
  ["MAR"],
  ["APR", "ABR"],
  ["MAY", "MAI"],
  ["JUN"],
  ["JUL"],
  ["AUG", "AGO"],
  ["SEP", "SET"],
  ["OCT", "OUT"],
  ["NOV"],
  ["DEC", "DEZ"],
];
const NAME_HEADERS = ["NAME", "NOME", "MUNICIPIO", "CIDADE"];
const UF_HEADERS = ["STATE", "UF", "ESTADO"];
const LAT_HEADERS = ["LAT", "LATITUDE"];
const LON_HEADERS = ["LON", "LONG", "LONGITUDE"];
const ANNUAL_HEADERS = ["ANNUAL", "ANUAL", "MEDIA", "MEDIA ANUAL"];

export const IRRADIATION_MSG = {
  columns:
    "O arquivo não tem as colunas esperadas: os 12 meses (JAN a DEZ ou JAN a DEC) e NAME + STATE (município e UF) ou LAT + LON. Cabeçalho do Atlas: ID;LON;LAT;NAME;CLASS;STATE;ANNUAL;JAN…DEC.",
  empty: "O arquivo não tem nenhuma linha de dados (só o cabeçalho).",
  noRows: "Nenhuma linha válida para importar.",
  fileName: "O nome do arquivo é obrigatório.",
  month: (m: string) => `${m}: insira um número (Wh/m²/dia).`,
  range: "Valores fora do intervalo (0 a 12.000 Wh/m²/dia).",
  annual: "Média anual: insira um número.",
  noMatch: "Município não encontrado pelo nome e UF, e nenhuma sede de município a menos de 50 km das coordenadas.",
  noPlace: "Informe o município e a UF, ou a latitude e a longitude.",
  badRow: "Linha inválida na importação.",
} as const;

export type IrradiationOrigin = "arquivo" | "digitado";

export interface IrradiationRow {
  ibge: string;
  city: string;
  uf: string;
  matchedBy: MatchHow;
  distanceKm: number | null;
  /** 12 monthly means, Wh/m²/day. */
  monthly: number[];
  /** Annual mean, Wh/m²/day. */
  annual: number;
  /** The file's line (1 = header), for the record. */
  line: number;
}

export interface ImportIrradiation {
  type: "ImportIrradiation";
  importId: string;
  fileName: string;
  origin: IrradiationOrigin;
  rows: IrradiationRow[];
  /** The file read (origin "arquivo"): its hash, format, header and refused lines, for the imports list. */
  file?: TableImportFile;
}
export type IrradiationCommand = ImportIrradiation;

/** The file's fields are absent from imports recorded before the imports list showed them. */
export type IrradiationImported = DomainEvent<
  "IrradiationImported",
  { importId: string; fileName: string; origin: IrradiationOrigin; rows: IrradiationRow[] } & Partial<RecordedTableFile>
>;
export type IrradiationEvent = IrradiationImported;

export type IrradiationState = { status: "none" } | { status: "imported"; importId: string; rows: number };

export const irradiationStreamId = (importId: string) => `irradiation-${importId}`;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The row's values as the decider accepts them, or the first problem. */
export function checkRowValues(monthly: number[], annual: number | null): { monthly: number[]; annual: number } | string {
  if (monthly.length !== 12 || monthly.some((v) => !Number.isFinite(v))) return IRRADIATION_MSG.badRow;
  // SunData gives kWh/m²/day (5,23); the Atlas gives Wh/m²/day (5230): a row whose every value is
  // under 20 is in kWh.
  const kwh = Math.max(...monthly) <= 20;
  const wh = monthly.map((v) => round1(kwh ? v * 1000 : v));
  if (wh.some((v) => v < 0 || v > MAX_WH) || wh.every((v) => v === 0)) return IRRADIATION_MSG.range;
  let a = annual === null ? wh.reduce((s, v) => s + v, 0) / 12 : kwh && annual <= 20 ? annual * 1000 : annual;
  a = round1(a);
  if (a < 0 || a > MAX_WH) return IRRADIATION_MSG.range;
  return { monthly: wh, annual: a };
}

export interface CheckedIrradiationLine {
  line: number;
  /** How the line named its place ("Campinas / SP", "-22,9; -47,1"). */
  place: string;
  errors: string[];
  row: IrradiationRow | null;
  /** A later line or a better match for the same municipality replaced this one. */
  replacedBy?: number;
}

export interface IrradiationColumns {
  months: number[];
  name: number;
  uf: number;
  lat: number;
  lon: number;
  annual: number;
}

/**
 * A header cell's key; a month typed as a date in a spreadsheet (a header of "jan/2024", "fev/2024"...
 * that Excel turned into dates shown as month names) reaches the reader as the date's serial number,
 * read as that month's name.
 */
function monthOfDateCell(cell: string): string {
  const day = spreadsheetSerialDate(cell);
  return day ? MONTH_HEADERS[Number(day.slice(5, 7)) - 1]![0]! : headerKey(cell);
}

/** Where each column is, or null when the header lacks the months or any way to find the place. */
export function irradiationColumns(header: string[]): IrradiationColumns | null {
  const keys = header.map(monthOfDateCell);
  const find = (names: string[]) => keys.findIndex((k) => names.includes(k));
  const months = MONTH_HEADERS.map(find);
  const c = { months, name: find(NAME_HEADERS), uf: find(UF_HEADERS), lat: find(LAT_HEADERS), lon: find(LON_HEADERS), annual: find(ANNUAL_HEADERS) };
  if (months.some((i) => i < 0)) return null;
  if ((c.name < 0 || c.uf < 0) && (c.lat < 0 || c.lon < 0)) return null;
  return c;
}

/** One record (the file's cells) checked and matched to a municipality. */
export function checkIrradiationRecord(g: Gazetteer, cols: IrradiationColumns, cells: string[], line: number): CheckedIrradiationLine {
  const cell = (i: number) => (i >= 0 ? (cells[i] ?? "").trim() : "");
  const name = cell(cols.name);
  const uf = cell(cols.uf);
  const lat = parseDecimal(cell(cols.lat));
  const lon = parseDecimal(cell(cols.lon));
  const place = name || uf ? [name, uf].filter(Boolean).join(" / ") : [cell(cols.lat), cell(cols.lon)].filter(Boolean).join("; ");
  const errors: string[] = [];
  const monthly: number[] = [];
  cols.months.forEach((i, m) => {
    const v = parseDecimal(cell(i));
    if (v === null) errors.push(IRRADIATION_MSG.month(MONTHS_PT[m]));
    else monthly.push(v);
  });
  const annualRaw = cell(cols.annual);
  const annual = annualRaw ? parseDecimal(annualRaw) : null;
  if (annualRaw && annual === null) errors.push(IRRADIATION_MSG.annual);
  let values: { monthly: number[]; annual: number } | null = null;
  if (errors.length === 0) {
    const checked = checkRowValues(monthly, annual);
    if (typeof checked === "string") errors.push(checked);
    else values = checked;
  }
  let match = null;
  if (!(name && uf) && (lat === null || lon === null)) errors.push(IRRADIATION_MSG.noPlace);
  else {
    match = matchMunicipality(g, { name, uf, lat, lon });
    if (!match) errors.push(IRRADIATION_MSG.noMatch);
  }
  if (errors.length || !values || !match) return { line, place, errors, row: null };
  const m = match.municipality;
  return {
    line,
    place,
    errors,
    row: {
      ibge: m.ibge,
      city: m.name,
      uf: m.uf,
      matchedBy: match.how,
      distanceKm: match.distanceKm === null ? null : Math.round(match.distanceKm * 10) / 10,
      monthly: values.monthly,
      annual: values.annual,
      line,
    },
  };
}

/**
 * One row per municipality: a name match beats a coordinate match, a nearer point beats a farther
 * one, and otherwise the later line wins. The lines that lose are marked `replacedBy`.
 */
export function keepBestPerCity(lines: CheckedIrradiationLine[]): CheckedIrradiationLine[] {
  const best = new Map<string, CheckedIrradiationLine>();
  const rank = (r: IrradiationRow) => (r.matchedBy === "name" ? -1 : (r.distanceKm ?? 0));
  for (const l of lines) {
    if (!l.row) continue;
    const prev = best.get(l.row.ibge);
    if (!prev || rank(l.row) <= rank(prev.row!)) best.set(l.row.ibge, l);
  }
  return lines.map((l) => {
    if (!l.row) return l;
    const winner = best.get(l.row.ibge)!;
    return winner === l ? l : { ...l, replacedBy: winner.line };
  });
}

/** "nome e UF" / "coordenadas mais próximas (3,2 km)". */
export const rowMatchLabel = (r: Pick<IrradiationRow, "matchedBy" | "distanceKm">) => matchLabel(r.matchedBy, r.distanceKm);

// ── Decide ──────────────────────────────────────────────────────────────────
function validRow(r: IrradiationRow): boolean {
  if (!r || !/^\d{7}$/.test(String(r.ibge)) || !/^[A-Z]{2}$/.test(String(r.uf)) || !String(r.city ?? "").trim()) return false;
  if (r.matchedBy !== "name" && r.matchedBy !== "nearest") return false;
  const checked = checkRowValues(Array.isArray(r.monthly) ? r.monthly : [], r.annual);
  return typeof checked !== "string" && checked.monthly.every((v, i) => v === r.monthly[i]);
}

export function importIrradiation(c: ImportIrradiation, state: IrradiationState): IrradiationImported[] {
  // The same import again (a double submit, a retry): nothing new.
  if (state.status === "imported") return [];
  const fileName = String(c.fileName ?? "").trim();
  if (!fileName) throw new DomainError(IRRADIATION_MSG.fileName, "fileName");
  if (!Array.isArray(c.rows) || c.rows.length === 0) throw new DomainError(IRRADIATION_MSG.noRows);
  if (!c.rows.every(validRow)) throw new DomainError(IRRADIATION_MSG.badRow);
  if (new Set(c.rows.map((r) => r.ibge)).size !== c.rows.length) throw new DomainError(IRRADIATION_MSG.badRow);
  const origin: IrradiationOrigin = c.origin === "digitado" ? "digitado" : "arquivo";
  const file = c.file ? recordFile(c.file, c.rows.length) : {};
  return [{ type: "IrradiationImported", data: { importId: c.importId, fileName: fileName.slice(0, 200), origin, rows: c.rows, ...file } }];
}

function decide(command: IrradiationCommand, state: IrradiationState, _ctx: DecideContext): IrradiationEvent[] {
  switch (command.type) {
    case "ImportIrradiation":
      return importIrradiation(command, state);
    default:
      return assertNever(command.type as never, new DomainError("Comando desconhecido."));
  }
}

function evolve(state: IrradiationState, e: IrradiationEvent): IrradiationState {
  switch (e.type) {
    case "IrradiationImported":
      return { status: "imported", importId: e.data.importId, rows: e.data.rows.length };
    default:
      return ignoreUnknownEvent(e.type as never, state);
  }
}

export const irradiationDecider: Decider<IrradiationState, IrradiationCommand, IrradiationEvent> = {
  initialState: () => ({ status: "none" }),
  evolve,
  decide,
};
