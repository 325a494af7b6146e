// The audit export file (a resource route: streamed JSON Lines or CSV). Managers only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportFileLoader } from "~/lib/audit.server";

export const loader = (args: LoaderFunctionArgs) => exportFileLoader(args);
