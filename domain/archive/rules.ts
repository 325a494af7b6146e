// Limits and messages of customer files (spec part 2 §3 "Customer archive", §5, §8, §9). The spec
// gives the name rule and its message; the size and type limits are ours (it shows none).
import { MSG } from "../shared";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_LABEL = "10 MB";
/** Documents, spreadsheets and the images the spec previews (jpg, png, jpeg, webp). */
export const ALLOWED_FILE_TYPES: Record<string, string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "text/plain": ["txt"],
  "text/csv": ["csv"],
  "application/msword": ["doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.ms-excel": ["xls"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/zip": ["zip"],
};
/** Folder names are cut at 50 characters in the list (spec part 2 §9). */
export const FOLDER_NAME_SHOWN = 50;

export const ARCHIVE_MSG = {
  invalidName: MSG.invalidName,
  fileRequired: "Selecione um arquivo.",
  fileTooLarge: `O arquivo excede o tamanho máximo de ${MAX_FILE_LABEL}.`,
  fileTypeNotAllowed: "Tipo de arquivo não permitido (use PDF, imagem, texto, planilha, documento ou ZIP).",
  folderNotFound: "Pasta não encontrada.",
  fileNotFound: "Arquivo não encontrado.",
  exists: "Já existe.",
  notDeleted: "O arquivo não foi excluído.",
  withinRetention: "O arquivo excluído ainda está no prazo de retenção.",
  invalidRetention: "Insira um número de dias válido.",
  invalidPosition: MSG.invalidPosition,
  unknownCommand: MSG.unknownCommand,
} as const;

export function isAllowedFileType(contentType: string): boolean {
  return Object.prototype.hasOwnProperty.call(ALLOWED_FILE_TYPES, contentType);
}
