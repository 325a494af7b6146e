// /upload-de-vendas (ADR 008 route folder): a CSV or XLSX of sales, previewed, then imported.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { salesUploadAction, salesUploadLoader } from "./page.server";
import { SalesUploadPage } from "./SalesUploadPage";

export const meta: MetaFunction = () => [{ title: "Upload de vendas — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => salesUploadLoader(args);
export const action = (args: ActionFunctionArgs) => salesUploadAction(args);
export default SalesUploadPage;
