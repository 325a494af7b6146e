// /arquivos/:cid (customer files). loader/action wrap the calls: *.server modules are empty in
// the browser bundle.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { archiveAction, archiveLoader } from "~/lib/archive.server";
import { ArchivePage } from "~/components/archive/ArchivePage";

export const meta: MetaFunction = () => [{ title: "Arquivos do cliente — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => archiveLoader(args);
export const action = (args: ActionFunctionArgs) => archiveAction(args);
export default ArchivePage;
