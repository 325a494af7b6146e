// A catalogue import (issue 15, spec part 3 §2 /importacoes/lista): stream `import-<id>`. It records
// who sent which file (name, SHA-256, kind) when, how many lines it had, the lines refused with
// their messages (so the list offers them back as a CSV to fix) and, as the valid lines are sent as
// catalogue commands (one per line, by the app), how many were created, updated or unchanged.
// The catalogue rows themselves are events of their own streams (module-, inverter-, equipment-,
// kit-); this stream is the import's account of them.
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";

export const IMPORT_KINDS = ["modules", "inverters", "equipment", "kits"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  modules: "Módulos",
  inverters: "Inversores",
  equipment: "Equipamentos",
  kits: "Kits",
};

/** Refused lines kept in the event (a file past this many refused lines keeps the first ones and the count). */
export const MAX_REFUSED_RECORDED = 5000;

export interface RefusedLine {
  /** The line of the file (CSV) or the row of the sheet (XLSX). */
  line: number;
  /** The line's cells as read, in the file's column order. */
  cells: string[];
  /** pt-BR messages, one per problem. */
  errors: string[];
}

export const IMPORT_MSG = {
  started: "Esta importação já foi iniciada.",
  notStarted: "Importação não encontrada.",
  completed: "Esta importação já foi concluída.",
  fileName: "Informe o nome do arquivo.",
  kind: "Tipo de importação desconhecido.",
  hash: "Hash do arquivo inválido.",
  slice: "Faixa de linhas inválida.",
} as const;

export interface StartImport {
  type: "StartImport";
  importId: string;
  kind: ImportKind;
  fileName: string;
  sha256: string;
  format: "csv" | "xlsx";
  /** The header row as the file had it (the refused-lines CSV repeats it, plus "Erro"). */
  columns: string[];
  totalLines: number;
  validLines: number;
  /** Lines the preview refused (every one; the event keeps the first MAX_REFUSED_RECORDED). */
  refused: RefusedLine[];
}
/** The outcome of the valid lines [from, to) (as numbered among the valid lines). */
export interface RecordImportSlice {
  type: "RecordImportSlice";
  from: number;
  to: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Valid lines the catalogue refused when sent (a rule beyond the preview's checks). */
  failed: RefusedLine[];
}
export interface CompleteImport {
  type: "CompleteImport";
}
export type ImportCommand = StartImport | RecordImportSlice | CompleteImport;

export type ImportStarted = DomainEvent<
  "ImportStarted",
  {
    importId: string;
    userId: string;
    kind: ImportKind;
    fileName: string;
    sha256: string;
    format: "csv" | "xlsx";
    columns: string[];
    totalLines: number;
    validLines: number;
    refusedCount: number;
    refused: RefusedLine[];
  }
>;
export type ImportSliceApplied = DomainEvent<
  "ImportSliceApplied",
  { importId: string; from: number; to: number; created: number; updated: number; unchanged: number; failed: RefusedLine[] }
>;
export type ImportCompleted = DomainEvent<
  "ImportCompleted",
  { importId: string; created: number; updated: number; unchanged: number; refused: number; completedAt: string }
>;
export type ImportEvent = ImportStarted | ImportSliceApplied | ImportCompleted;

export type ImportState =
  | { status: "none" }
  | {
      status: "started" | "completed";
      importId: string;
      validLines: number;
      refusedCount: number;
      slices: number[];
      created: number;
      updated: number;
      unchanged: number;
      failed: number;
    };

export const importStreamId = (id: string) => `import-${id}`;

function evolve(s: ImportState, e: ImportEvent): ImportState {
  switch (e.type) {
    case "ImportStarted":
      return {
        status: "started",
        importId: e.data.importId,
        validLines: e.data.validLines,
        refusedCount: e.data.refusedCount,
        slices: [],
        created: 0,
        updated: 0,
        unchanged: 0,
        failed: 0,
      };
    case "ImportSliceApplied":
      if (s.status === "none") return s;
      return {
        ...s,
        slices: [...s.slices, e.data.from],
        created: s.created + e.data.created,
        updated: s.updated + e.data.updated,
        unchanged: s.unchanged + e.data.unchanged,
        failed: s.failed + e.data.failed.length,
      };
    case "ImportCompleted":
      return s.status === "none" ? s : { ...s, status: "completed" };
    default:
      return ignoreUnknownEvent(e, s);
  }
}

const SHA256_RE = /^[0-9a-f]{64}$/;
const count = (n: number) => Number.isSafeInteger(n) && n >= 0;

function decide(c: ImportCommand, s: ImportState, ctx: DecideContext): ImportEvent[] {
  switch (c.type) {
    case "StartImport": {
      if (s.status !== "none") throw new DomainError(IMPORT_MSG.started, undefined, "conflict");
      const fileName = c.fileName.trim().slice(0, 200);
      if (!fileName) throw new DomainError(IMPORT_MSG.fileName, "fileName");
      if (!IMPORT_KINDS.includes(c.kind)) throw new DomainError(IMPORT_MSG.kind, "kind");
      if (!SHA256_RE.test(c.sha256)) throw new DomainError(IMPORT_MSG.hash);
      if (!count(c.totalLines) || !count(c.validLines) || c.validLines > c.totalLines) throw new DomainError(IMPORT_MSG.slice);
      return [
        {
          type: "ImportStarted",
          data: {
            importId: c.importId,
            userId: ctx.actorId,
            kind: c.kind,
            fileName,
            sha256: c.sha256,
            format: c.format,
            columns: c.columns,
            totalLines: c.totalLines,
            validLines: c.validLines,
            refusedCount: c.refused.length,
            refused: c.refused.slice(0, MAX_REFUSED_RECORDED),
          },
        },
      ];
    }
    case "RecordImportSlice": {
      if (s.status === "none") throw new DomainError(IMPORT_MSG.notStarted, undefined, "not_found");
      if (s.slices.includes(c.from)) return []; // the same slice again (a retried request)
      if (s.status === "completed") throw new DomainError(IMPORT_MSG.completed, undefined, "conflict");
      const sum = c.created + c.updated + c.unchanged + c.failed.length;
      if (!count(c.from) || c.to <= c.from || c.to > s.validLines || sum !== c.to - c.from) throw new DomainError(IMPORT_MSG.slice);
      const { type: _t, ...data } = c;
      return [{ type: "ImportSliceApplied", data: { importId: s.importId, ...data } }];
    }
    case "CompleteImport": {
      if (s.status === "none") throw new DomainError(IMPORT_MSG.notStarted, undefined, "not_found");
      if (s.status === "completed") return [];
      return [
        {
          type: "ImportCompleted",
          data: {
            importId: s.importId,
            created: s.created,
            updated: s.updated,
            unchanged: s.unchanged,
            refused: s.refusedCount + s.failed,
            completedAt: ctx.now,
          },
        },
      ];
    }
    default:
      return assertNever(c);
  }
}

export const catalogueImportDecider: Decider<ImportState, ImportCommand, ImportEvent> = {
  initialState: () => ({ status: "none" }),
  evolve,
  decide,
};
