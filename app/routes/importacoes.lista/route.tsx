// /importacoes/lista (spec part 3 §2): every import of the company (catalogue, irradiation, tariffs).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { importsListLoader } from "./page.server";
import { ImportsListPage } from "./ImportsListPage";

export const meta: MetaFunction = () => [{ title: "Importações — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => importsListLoader(args);
export default ImportsListPage;
