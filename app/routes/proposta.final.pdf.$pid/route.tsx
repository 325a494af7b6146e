// GET /proposta/final/pdf/:pid: the final proposal's PDF (resource route, no side layout). A uuid is
// the signed-in, scoped proposal; anything else is a front id, public like the final page's link.
// An unfinished proposal gets the spec's message page ("Erro ao tentar carregar o arquivo."), 409.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { proposalPdfLoader } from "~/lib/pdf/proposal-pdf.server";

export const loader = (args: LoaderFunctionArgs) => proposalPdfLoader(args);
