// An item as it was at a chosen instant (managers). loader wraps the *.server factory.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { itemAtLoader } from "~/lib/audit.server";
import { ItemAtPage } from "~/components/audit/ItemAtPage";

export const meta: MetaFunction = () => [{ title: "Item no tempo — Auditoria — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => itemAtLoader(args);
export default ItemAtPage;
