// /importacoes/lista (spec part 3 §2): every catalogue import of the company.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { listLoader } from "~/lib/catalogue-import/page.server";
import { ImportsListPage } from "./ImportsListPage";

export const meta: MetaFunction = () => [{ title: "Importações — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => listLoader(args);
export default ImportsListPage;
