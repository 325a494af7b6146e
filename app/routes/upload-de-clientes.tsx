// loader/action wrap the server functions: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { uploadAction, uploadLoader } from "~/lib/customer-upload.server";
import { CustomerUploadPage } from "~/components/customer/CustomerUploadPage";

export const meta: MetaFunction = () => [{ title: "Upload de clientes — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => uploadLoader(args);
export const action = (args: ActionFunctionArgs) => uploadAction(args);
export default CustomerUploadPage;
