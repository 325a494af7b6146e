// Upload de inversores (issue 15): the shared catalogue upload page (app/components/catalogue-import) for the kind "inverters".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { uploadAction, uploadLoader } from "~/lib/catalogue-import/page.server";
import { CatalogueUploadPage } from "~/components/catalogue-import/CatalogueUploadPage";

export const meta: MetaFunction = () => [{ title: "Upload de inversores — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => uploadLoader("inverters")(args);
export const action = (args: ActionFunctionArgs) => uploadAction("inverters")(args);
export default CatalogueUploadPage;
