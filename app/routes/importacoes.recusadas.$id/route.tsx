// GET /importacoes/recusadas/:id: an import's refused lines as CSV (the file's columns + "Erro").
import type { LoaderFunctionArgs } from "@remix-run/node";
import { refusedCsvLoader } from "~/lib/catalogue-import/page.server";

export const loader = (args: LoaderFunctionArgs) => refusedCsvLoader(args);
