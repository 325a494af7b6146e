// A company's board as it was at an instant, for platform admins (read-only).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminBoardAtLoader } from "~/lib/audit.server";
import { BoardAtPage } from "~/components/audit/BoardAtPage";

export const meta: MetaFunction = () => [{ title: "Quadro no tempo — Administração Girassol" }];
export const loader = (args: LoaderFunctionArgs) => adminBoardAtLoader(args);
export default BoardAtPage;
