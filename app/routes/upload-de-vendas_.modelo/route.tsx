// GET /upload-de-vendas/modelo: the sales file's template (CSV with every column and one example line).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { salesTemplateLoader } from "./template.server";

export const loader = (args: LoaderFunctionArgs) => salesTemplateLoader(args);
