// Tariff table of a company (solar-br.md §4): per distributor, TE and TUSD (R$/kWh, taxes as the
// company types them), the Fio B share of the TUSD (%), and the validity dates; optionally the
// subgroup (B1, A4...), the modality (Convencional, Branca, Verde, Azul), the class and the
// time-of-use post, as ANEEL's "tarifas homologadas" name them. Stream `tariff-<id>`: a form
// registers with an id of its own and edits or deletes there. A file import is one command per
// slice of lines on its own stream (./import.ts) and names each tariff by its natural key
// (distributor, subgroup, modality, class, post, start of validity), so a re-import edits instead
// of duplicating; such a tariff's own stream starts empty, so editing or deleting it takes the row
// the table shows (`listed`, read by the app) as what the stream does not hold.
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
import { headerKey, parseDay, parseDecimal } from "../tables/values";
import { spreadsheetSerialDate } from "../shared/format";

export const TARIFF_MSG = {
  distributor: "Insira a distribuidora.",
  tooLong: "No máximo 80 caracteres.",
  te: "Insira a TE em R$/kWh (zero ou mais).",
  tusd: "Insira a TUSD em R$/kWh (zero ou mais).",
  tooHigh: "Valor alto demais para R$/kWh (confira se não está em R$/MWh).",
  both: "TE e TUSD não podem ser ambas zero.",
  fioB: "A parcela Fio B deve estar entre 0 e 100 %.",
  validFrom: "Data inválida.",
  validTo: "Data inválida.",
  order: "O fim da vigência deve ser depois do início.",
  exists: "Esta tarifa já está cadastrada.",
  notFound: "Tarifa não encontrada.",
} as const;

export interface TariffFields {
  distributor: string;
  subgroup: string;
  modality: string;
  tariffClass: string;
  post: string;
  /** R$/kWh. */
  te: number;
  /** R$/kWh. */
  tusd: number;
  /** % of the TUSD that is Fio B. */
  fioBShare: number;
  /** aaaa-mm-dd. */
  validFrom: string;
  /** aaaa-mm-dd, or null (open). */
  validTo: string | null;
  /** ANEEL's resolution (DscREH), when imported. */
  reh: string;
}

export interface RegisterTariff {
  type: "RegisterTariff";
  tariffId: string;
  fields: TariffFields;
  /** The imported file's name; null from the screen. */
  fileName: string | null;
}
/** A tariff as the table (read model) shows it. */
export interface ListedTariff {
  tariffId: string;
  fields: TariffFields;
}
export interface EditTariff {
  type: "EditTariff";
  fields: TariffFields;
  fileName: string | null;
  /** The table's row, for a tariff whose stream holds no registration (a file import wrote it). */
  listed?: ListedTariff | null;
}
export interface DeleteTariff {
  type: "DeleteTariff";
  listed?: ListedTariff | null;
}
export type TariffCommand = RegisterTariff | EditTariff | DeleteTariff;

export type TariffRegistered = DomainEvent<"TariffRegistered", TariffFields & { tariffId: string; fileName: string | null }>;
export type TariffEdited = DomainEvent<"TariffEdited", TariffFields & { tariffId: string; fileName: string | null }>;
export type TariffDeleted = DomainEvent<"TariffDeleted", { tariffId: string; distributor: string }>;
export type TariffEvent = TariffRegistered | TariffEdited | TariffDeleted;

export type TariffState = { status: "none" } | { status: "active"; tariffId: string; fields: TariffFields } | { status: "deleted"; tariffId: string };

export const tariffStreamId = (id: string) => `tariff-${id}`;

const text = (v: unknown, max = 80) =>
  String(v ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, max + 1);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
/** No tariff is above R$ 10/kWh: a value above is R$/MWh typed in the wrong field. */
const MAX_RS_KWH = 10;

/** Every field problem at once (the form shows them together); {} when valid. */
export function tariffFieldErrors(f: Partial<Record<keyof TariffFields, unknown>>): Partial<Record<keyof TariffFields, string>> {
  const out: Partial<Record<keyof TariffFields, string>> = {};
  const distributor = text(f.distributor);
  if (!distributor) out.distributor = TARIFF_MSG.distributor;
  for (const k of ["distributor", "subgroup", "modality", "tariffClass", "post"] as const) if (text(f[k]).length > 80) out[k] = TARIFF_MSG.tooLong;
  const te = typeof f.te === "number" ? f.te : NaN;
  const tusd = typeof f.tusd === "number" ? f.tusd : NaN;
  if (!Number.isFinite(te) || te < 0) out.te = TARIFF_MSG.te;
  else if (te > MAX_RS_KWH) out.te = TARIFF_MSG.tooHigh;
  if (!Number.isFinite(tusd) || tusd < 0) out.tusd = TARIFF_MSG.tusd;
  else if (tusd > MAX_RS_KWH) out.tusd = TARIFF_MSG.tooHigh;
  if (!out.te && !out.tusd && te === 0 && tusd === 0) out.tusd = TARIFF_MSG.both;
  const fioB = typeof f.fioBShare === "number" ? f.fioBShare : NaN;
  if (!Number.isFinite(fioB) || fioB < 0 || fioB > 100) out.fioBShare = TARIFF_MSG.fioB;
  const from = typeof f.validFrom === "string" ? parseDay(f.validFrom) : null;
  if (!from) out.validFrom = TARIFF_MSG.validFrom;
  if (f.validTo !== null && f.validTo !== undefined && f.validTo !== "") {
    const to = typeof f.validTo === "string" ? parseDay(f.validTo) : null;
    if (!to) out.validTo = TARIFF_MSG.validTo;
    else if (from && to < from) out.validTo = TARIFF_MSG.order;
  }
  return out;
}

/** The fields as stored (trimmed, rounded), or a DomainError on the first problem. */
export function checkTariffFields(f: TariffFields): TariffFields {
  const errors = tariffFieldErrors(f);
  const first = Object.entries(errors)[0];
  if (first) throw new DomainError(first[1], first[0]);
  return {
    distributor: text(f.distributor),
    subgroup: text(f.subgroup),
    modality: text(f.modality),
    tariffClass: text(f.tariffClass),
    post: text(f.post),
    te: round6(f.te),
    tusd: round6(f.tusd),
    fioBShare: Math.round(f.fioBShare * 100) / 100,
    validFrom: parseDay(f.validFrom)!,
    validTo: f.validTo ? parseDay(f.validTo) : null,
    reh: text(f.reh, 200),
  };
}

const FIELD_KEYS: (keyof TariffFields)[] = [
  "distributor",
  "subgroup",
  "modality",
  "tariffClass",
  "post",
  "te",
  "tusd",
  "fioBShare",
  "validFrom",
  "validTo",
  "reh",
];
/** The same tariff values (other keys, such as an id beside them, are not compared). */
export const sameFields = (a: TariffFields, b: TariffFields) => FIELD_KEYS.every((k) => a[k] === b[k]);

export function registerTariff(c: RegisterTariff, state: TariffState): TariffRegistered[] {
  const fields = checkTariffFields(c.fields);
  if (state.status === "active" && sameFields(state.fields, fields)) return [];
  if (state.status !== "none") throw new DomainError(TARIFF_MSG.exists, undefined, "conflict");
  return [{ type: "TariffRegistered", data: { tariffId: c.tariffId, ...fields, fileName: c.fileName } }];
}

/**
 * The tariff an edit or delete acts on: its stream's when active; else the table's row (`listed`):
 * a tariff a file import wrote (its stream is empty), or one imported again after a delete.
 */
function existing(state: TariffState, listed: ListedTariff | null | undefined): ListedTariff {
  if (state.status === "active") return state;
  if (listed) return listed;
  throw new DomainError(TARIFF_MSG.notFound, undefined, "not_found");
}

export function editTariff(c: EditTariff, state: TariffState): TariffEdited[] {
  const t = existing(state, c.listed);
  const fields = checkTariffFields(c.fields);
  if (sameFields(t.fields, fields)) return [];
  return [{ type: "TariffEdited", data: { tariffId: t.tariffId, ...fields, fileName: c.fileName } }];
}

export function deleteTariff(c: DeleteTariff, state: TariffState): TariffDeleted[] {
  const t = existing(state, c.listed);
  return [{ type: "TariffDeleted", data: { tariffId: t.tariffId, distributor: t.fields.distributor } }];
}

function decide(command: TariffCommand, state: TariffState, _ctx: DecideContext): TariffEvent[] {
  switch (command.type) {
    case "RegisterTariff":
      return registerTariff(command, state);
    case "EditTariff":
      return editTariff(command, state);
    case "DeleteTariff":
      return deleteTariff(command, state);
    default:
      return assertNever(command, new DomainError("Comando desconhecido."));
  }
}

const fieldsOf = (d: TariffFields): TariffFields => ({
  distributor: d.distributor,
  subgroup: d.subgroup,
  modality: d.modality,
  tariffClass: d.tariffClass,
  post: d.post,
  te: d.te,
  tusd: d.tusd,
  fioBShare: d.fioBShare,
  validFrom: d.validFrom,
  validTo: d.validTo,
  reh: d.reh,
});

function evolve(state: TariffState, e: TariffEvent): TariffState {
  switch (e.type) {
    case "TariffRegistered":
      return { status: "active", tariffId: e.data.tariffId, fields: fieldsOf(e.data) };
    // An edit also starts the stream of a tariff a file import wrote.
    case "TariffEdited":
      return { status: "active", tariffId: e.data.tariffId, fields: fieldsOf(e.data) };
    case "TariffDeleted":
      return { status: "deleted", tariffId: e.data.tariffId };
    default:
      return ignoreUnknownEvent(e, state);
  }
}

export const tariffDecider: Decider<TariffState, TariffCommand, TariffEvent> = { initialState: () => ({ status: "none" }), evolve, decide };

// ── ANEEL "tarifas homologadas" ─────────────────────────────────────────────
/**
 * The columns read from ANEEL's open-data CSV (R$/MWh). Required: SigAgente, DatInicioVigencia,
 * VlrTUSD, VlrTE. Optional: DatFimVigencia, DscREH, DscSubGrupo, DscModalidadeTarifaria, DscClasse,
 * DscSubClasse, NomPostoTarifario, and the three that select the subset we take: DscBaseTarifaria
 * ("Tarifa de Aplicação" only), DscDetalhe ("Não se aplica" only), DscUnidadeTerciaria ("MWh" only:
 * the kW lines are demand tariffs).
 */
export const ANEEL_COLUMNS = {
  required: ["SigAgente", "DatInicioVigencia", "VlrTUSD", "VlrTE"],
  optional: [
    "DatFimVigencia",
    "DscREH",
    "DscSubGrupo",
    "DscModalidadeTarifaria",
    "DscClasse",
    "DscSubClasse",
    "NomPostoTarifario",
    "DscBaseTarifaria",
    "DscDetalhe",
    "DscUnidadeTerciaria",
  ],
} as const;
type AneelColumn = (typeof ANEEL_COLUMNS.required)[number] | (typeof ANEEL_COLUMNS.optional)[number];
export type AneelColumns = Record<AneelColumn, number>;

export const ANEEL_MSG = {
  columns: (missing: string[]) => `O arquivo não tem as colunas do layout da ANEEL: falta ${missing.join(", ")}.`,
  value: (col: string) => `${col}: insira um número em R$/MWh.`,
  day: (col: string) => `${col}: data inválida.`,
} as const;

export function aneelColumns(header: string[]): AneelColumns | { missing: string[] } {
  const keys = header.map(headerKey);
  const all = [...ANEEL_COLUMNS.required, ...ANEEL_COLUMNS.optional];
  const cols = Object.fromEntries(all.map((c) => [c, keys.indexOf(headerKey(c))])) as AneelColumns;
  const missing = ANEEL_COLUMNS.required.filter((c) => cols[c] < 0);
  return missing.length ? { missing: [...missing] } : cols;
}

const NOT_APPLICABLE = "nao se aplica";
const norm = (s: string) => headerKey(s).toLowerCase();

export interface CheckedTariffLine {
  line: number;
  /** Why the line is outside the subset we take (not an error). */
  ignored: string | null;
  errors: string[];
  fields: TariffFields | null;
  /** A later line with the same key replaced this one. */
  replacedBy?: number;
}

/**
 * A validity date of the file: dd/mm/aaaa or aaaa-mm-dd (ANEEL's CSV), or a spreadsheet's date cell
 * (the file opened in Excel and saved as XLSX: the reader sees the cell's serial number).
 */
const fileDay = (s: string) => parseDay(s) ?? spreadsheetSerialDate(s);

/** One ANEEL line: R$/MWh → R$/kWh; `fioBShare` comes from the upload form (ANEEL's file has no such column). */
export function checkAneelRecord(cols: AneelColumns, cells: string[], line: number, fioBShare: number): CheckedTariffLine {
  const cell = (c: AneelColumn) => (cols[c] >= 0 ? (cells[cols[c]] ?? "").trim() : "");
  const base = cell("DscBaseTarifaria");
  if (base && norm(base) !== "tarifa de aplicacao") return { line, ignored: `Base tarifária "${base}"`, errors: [], fields: null };
  const detail = cell("DscDetalhe");
  if (detail && norm(detail) !== NOT_APPLICABLE) return { line, ignored: `Detalhe "${detail}"`, errors: [], fields: null };
  const unit = cell("DscUnidadeTerciaria");
  if (unit && norm(unit) !== "mwh") return { line, ignored: `Unidade "${unit}" (demanda)`, errors: [], fields: null };
  const errors: string[] = [];
  const tusdMwh = parseDecimal(cell("VlrTUSD"));
  const teMwh = parseDecimal(cell("VlrTE"));
  if (tusdMwh === null || tusdMwh < 0) errors.push(ANEEL_MSG.value("VlrTUSD"));
  if (teMwh === null || teMwh < 0) errors.push(ANEEL_MSG.value("VlrTE"));
  const from = fileDay(cell("DatInicioVigencia"));
  if (!from) errors.push(ANEEL_MSG.day("DatInicioVigencia"));
  const toRaw = cell("DatFimVigencia");
  const to = toRaw ? fileDay(toRaw) : null;
  if (toRaw && !to) errors.push(ANEEL_MSG.day("DatFimVigencia"));
  const applicable = (s: string) => (norm(s) === NOT_APPLICABLE ? "" : s);
  const klass = applicable(cell("DscClasse"));
  const sub = applicable(cell("DscSubClasse"));
  const fields: TariffFields = {
    distributor: cell("SigAgente"),
    subgroup: applicable(cell("DscSubGrupo")),
    modality: applicable(cell("DscModalidadeTarifaria")),
    tariffClass: sub && norm(sub) !== norm(klass) ? `${klass} / ${sub}` : klass,
    post: applicable(cell("NomPostoTarifario")),
    te: (teMwh ?? 0) / 1000,
    tusd: (tusdMwh ?? 0) / 1000,
    fioBShare,
    validFrom: from ?? "",
    validTo: to,
    reh: cell("DscREH"),
  };
  if (errors.length === 0) {
    const more = tariffFieldErrors(fields);
    const labels: Record<string, string> = {
      distributor: "SigAgente",
      te: "VlrTE",
      tusd: "VlrTUSD",
      validTo: "DatFimVigencia",
      fioBShare: "Parcela Fio B",
    };
    for (const [k, m] of Object.entries(more)) errors.push(`${labels[k] ?? k}: ${m}`);
  }
  return { line, ignored: null, errors, fields: errors.length ? null : checkTariffFields(fields) };
}

/** The natural key of an imported tariff (the app turns it into a name-based id). */
export function tariffKey(f: Pick<TariffFields, "distributor" | "subgroup" | "modality" | "tariffClass" | "post" | "validFrom">): string {
  return [f.distributor, f.subgroup, f.modality, f.tariffClass, f.post, f.validFrom].map((s) => norm(s)).join("|");
}

/** The last line of each key wins; the others are marked replacedBy. */
export function keepLastPerKey(lines: CheckedTariffLine[]): CheckedTariffLine[] {
  const last = new Map<string, number>();
  for (const l of lines) if (l.fields) last.set(tariffKey(l.fields), l.line);
  return lines.map((l) => {
    if (!l.fields) return l;
    const w = last.get(tariffKey(l.fields))!;
    return w === l.line ? l : { ...l, replacedBy: w };
  });
}
