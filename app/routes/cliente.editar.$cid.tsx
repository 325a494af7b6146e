// /cliente/editar/:cid: the customer page (the hub, ADR 018). loader/action wrap the server
// functions: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editCustomerAction, editCustomerLoader } from "~/lib/customer-page.server";
import { CustomerEditPage } from "~/components/customer/CustomerEditPage";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.customer.name ?? "Cliente"} — Girassol` }];
export const loader = (args: LoaderFunctionArgs) => editCustomerLoader(args);
export const action = (args: ActionFunctionArgs) => editCustomerAction(args);
export default CustomerEditPage;
