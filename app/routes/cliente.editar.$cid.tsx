// loader/action wrap the server functions: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editCustomerAction, editCustomerLoader } from "~/lib/customer-page.server";
import { CustomerEditPage } from "~/components/customer/CustomerEditPage";

export const meta: MetaFunction = () => [{ title: "Editar cliente — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => editCustomerLoader(args);
export const action = (args: ActionFunctionArgs) => editCustomerAction(args);
export default CustomerEditPage;
