// The verification page's one form (/proposta/verificacao): a PDF file, up to 10 MB (a proposal's PDF
// is tens of kilobytes; the margin is for a logo). Shared with the browser (conform validates it too).
import { z } from "zod";
import { VERIFY_MAX_BYTES } from "./verification-limits";

export { VERIFY_MAX_BYTES };

export const VERIFY_MSG = {
  noFile: "Selecione o arquivo PDF da proposta.",
  tooLarge: "O arquivo passa do limite de 10 MB.",
  notPdf: "O arquivo não é um PDF.",
  sent: (number: string, when: string, company: string) => `Este arquivo é a proposta ${number} enviada em ${when} por ${company}.`,
  notSent: "Este arquivo não corresponde a nenhuma proposta enviada.",
} as const;

export const verificationSchema = z.object({
  arquivo: z
    .instanceof(File, { message: VERIFY_MSG.noFile })
    .refine((f) => f.size > 0, VERIFY_MSG.noFile)
    .refine((f) => f.size <= VERIFY_MAX_BYTES, VERIFY_MSG.tooLarge),
});
