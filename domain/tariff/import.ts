// A tariff file import (ANEEL's "tarifas homologadas"): stream `tariff-import-<importId>`, one
// command per slice of the file's valid lines (TARIFF_IMPORT_SLICE), so a file of thousands of
// lines is a few events and the read model applies each with a few set-based statements. Each
// tariff is named by its natural key (the app's name-based id), and the app passes the table's
// current rows for the slice's ids: the event carries the tariffs that are new and those that
// changed, and counts the ones already the same. Importing the same file again therefore adds no
// rows (every tariff is the same: nothing but the count), and a double submit appends nothing (the
// slice is already recorded). The first slice also records the file (hash, header, refused lines)
// for /importacoes/lista.
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
import { recordFile, type RecordedTableFile, type TableImportFile } from "../tables/imports";
import { checkTariffFields, sameFields, type TariffFields } from "./index";

/** Valid lines per command (and event): about 300 kB of event data. */
export const TARIFF_IMPORT_SLICE = 1000;

export const TARIFF_IMPORT_MSG = {
  fileName: "O nome do arquivo é obrigatório.",
  noRows: "Nenhuma linha válida para importar.",
  slice: "Parte da importação inválida.",
  notStarted: "Importação não encontrada.",
  repeated: "A mesma tarifa aparece duas vezes na importação.",
} as const;

export interface ImportedTariff extends TariffFields {
  tariffId: string;
}

export interface ImportTariffs {
  type: "ImportTariffs";
  importId: string;
  fileName: string;
  /** This slice (0 first) of `slices`. */
  slice: number;
  slices: number;
  /** Valid lines of the whole file. */
  validLines: number;
  /** The slice's tariffs (one per id). */
  tariffs: ImportedTariff[];
  /** The table's rows now for the slice's ids (absent: not in the table). */
  current: ImportedTariff[];
  /** The file (first slice). */
  file?: TableImportFile;
}
export type TariffImportCommand = ImportTariffs;

/** `created` and `updated` carry every field (the projection writes them as they are); the file's fields come with slice 0 only. */
export type TariffsImported = DomainEvent<
  "TariffsImported",
  {
    importId: string;
    fileName: string;
    slice: number;
    slices: number;
    created: ImportedTariff[];
    updated: ImportedTariff[];
    unchanged: number;
  } & Partial<RecordedTableFile & { validLines: number }>
>;
export type TariffImportEvent = TariffsImported;

export type TariffImportState = { status: "none" } | { status: "importing"; importId: string; slices: number; done: number[] };

export const tariffImportStreamId = (importId: string) => `tariff-import-${importId}`;

const count = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;

export function importTariffs(c: ImportTariffs, state: TariffImportState): TariffsImported[] {
  if (state.status === "importing" && state.done.includes(c.slice)) return []; // the same slice again (a retry)
  const fileName = String(c.fileName ?? "").trim();
  if (!fileName) throw new DomainError(TARIFF_IMPORT_MSG.fileName, "fileName");
  if (!count(c.slices) || c.slices < 1 || !count(c.slice) || c.slice >= c.slices) throw new DomainError(TARIFF_IMPORT_MSG.slice);
  if (state.status === "none" && c.slice !== 0) throw new DomainError(TARIFF_IMPORT_MSG.notStarted, undefined, "not_found");
  if (state.status === "importing" && state.slices !== c.slices) throw new DomainError(TARIFF_IMPORT_MSG.slice);
  if (!Array.isArray(c.tariffs) || c.tariffs.length === 0) throw new DomainError(TARIFF_IMPORT_MSG.noRows);
  if (new Set(c.tariffs.map((t) => t.tariffId)).size !== c.tariffs.length) throw new DomainError(TARIFF_IMPORT_MSG.repeated);
  const current = new Map((c.current ?? []).map((t) => [t.tariffId, t]));
  const created: ImportedTariff[] = [];
  const updated: ImportedTariff[] = [];
  let unchanged = 0;
  for (const t of c.tariffs) {
    const fields = checkTariffFields(t);
    const now = current.get(t.tariffId);
    if (!now) created.push({ tariffId: t.tariffId, ...fields });
    else if (!sameFields(now, fields)) updated.push({ tariffId: t.tariffId, ...fields });
    else unchanged++;
  }
  const first = c.slice === 0 && state.status === "none";
  if (first && (!count(c.validLines) || c.validLines < c.tariffs.length)) throw new DomainError(TARIFF_IMPORT_MSG.slice);
  const file = first && c.file ? { ...recordFile(c.file, c.validLines), validLines: c.validLines } : first ? { validLines: c.validLines } : {};
  return [
    {
      type: "TariffsImported",
      data: { importId: c.importId, fileName: fileName.slice(0, 200), slice: c.slice, slices: c.slices, created, updated, unchanged, ...file },
    },
  ];
}

function decide(command: TariffImportCommand, state: TariffImportState, _ctx: DecideContext): TariffImportEvent[] {
  switch (command.type) {
    case "ImportTariffs":
      return importTariffs(command, state);
    default:
      return assertNever(command.type as never, new DomainError("Comando desconhecido."));
  }
}

function evolve(state: TariffImportState, e: TariffImportEvent): TariffImportState {
  switch (e.type) {
    case "TariffsImported":
      return state.status === "none"
        ? { status: "importing", importId: e.data.importId, slices: e.data.slices, done: [e.data.slice] }
        : { ...state, done: [...state.done, e.data.slice] };
    default:
      return ignoreUnknownEvent(e.type as never, state);
  }
}

export const tariffImportDecider: Decider<TariffImportState, TariffImportCommand, TariffImportEvent> = {
  initialState: () => ({ status: "none" }),
  evolve,
  decide,
};
