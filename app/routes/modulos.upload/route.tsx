// Upload de módulos (issue 15): the shared catalogue upload page (app/components/catalogue-import) for the kind "modules".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { uploadAction, uploadLoader } from "~/lib/catalogue-import/page.server";
import { CatalogueUploadPage } from "~/components/catalogue-import/CatalogueUploadPage";

export const meta: MetaFunction = () => [{ title: "Upload de módulos — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => uploadLoader("modules")(args);
export const action = (args: ActionFunctionArgs) => uploadAction("modules")(args);
export default CatalogueUploadPage;
