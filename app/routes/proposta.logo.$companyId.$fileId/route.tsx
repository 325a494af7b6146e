// GET /proposta/logo/:companyId/:fileId: the company's proposal logo (resource route; see
// app/lib/proposal-logo.server.ts for why it needs no session and how it stays within the company).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { logoLoader } from "~/lib/proposal-logo.server";

export const loader = (args: LoaderFunctionArgs) => logoLoader(args);
