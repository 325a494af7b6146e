// Upload de kits (issue 15): the shared catalogue upload page (app/components/catalogue-import) for the kind "kits".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { uploadAction, uploadLoader } from "~/lib/catalogue-import/page.server";
import { CatalogueUploadPage } from "~/components/catalogue-import/CatalogueUploadPage";

export const meta: MetaFunction = () => [{ title: "Upload de kits — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => uploadLoader("kits")(args);
export const action = (args: ActionFunctionArgs) => uploadAction("kits")(args);
export default CatalogueUploadPage;
