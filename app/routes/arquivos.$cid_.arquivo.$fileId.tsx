// GET /arquivos/:cid/arquivo/:fileId: a stored file (resource route; "$cid_" keeps it out of the
// archive page's layout).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileDownloadLoader } from "~/lib/archive.server";

export const loader = (args: LoaderFunctionArgs) => fileDownloadLoader(args);
