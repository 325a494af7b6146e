// loader/action wrap the server functions: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { newCustomerAction, newCustomerLoader } from "~/lib/customer-page.server";
import { CustomerNewPage } from "~/components/customer/CustomerNewPage";

export const meta: MetaFunction = () => [{ title: "Novo cliente — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => newCustomerLoader(args);
export const action = (args: ActionFunctionArgs) => newCustomerAction(args);
export default CustomerNewPage;
