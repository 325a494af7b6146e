// A whole board as it was at a chosen instant (managers). loader wraps the *.server factory.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { boardAtLoader } from "~/lib/audit.server";
import { BoardAtPage } from "~/components/audit/BoardAtPage";

export const meta: MetaFunction = () => [{ title: "Quadro no tempo — Auditoria — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => boardAtLoader(args);
export default BoardAtPage;
