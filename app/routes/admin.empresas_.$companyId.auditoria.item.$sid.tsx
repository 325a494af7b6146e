// A company's item as it was at an instant, for platform admins (read-only).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminItemAtLoader } from "~/lib/audit.server";
import { ItemAtPage } from "~/components/audit/ItemAtPage";

export const meta: MetaFunction = () => [{ title: "Item no tempo — Administração Girassol" }];
export const loader = (args: LoaderFunctionArgs) => adminItemAtLoader(args);
export default ItemAtPage;
