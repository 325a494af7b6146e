// Upload de equipamentos (issue 15): the shared catalogue upload page (app/components/catalogue-import) for the kind "equipment".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { uploadAction, uploadLoader } from "~/lib/catalogue-import/page.server";
import { CatalogueUploadPage } from "~/components/catalogue-import/CatalogueUploadPage";

export const meta: MetaFunction = () => [{ title: "Upload de equipamentos — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => uploadLoader("equipment")(args);
export const action = (args: ActionFunctionArgs) => uploadAction("equipment")(args);
export default CatalogueUploadPage;
