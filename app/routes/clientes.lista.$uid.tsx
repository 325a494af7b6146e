// loader/action wrap the server functions: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { customerListAction, customerListLoader } from "~/lib/customer-list.server";
import { CustomerListPage } from "~/components/customer/CustomerListPage";

export const meta: MetaFunction = () => [{ title: "Clientes — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => customerListLoader(args);
export const action = (args: ActionFunctionArgs) => customerListAction(args);
export default CustomerListPage;
