// /proposta/gerar-proposta/escolha/precificacao/:pid: automatic or manual pricing (app/lib/proposal-pricing.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chooseLoader } from "~/lib/proposal-pricing.server";

export const pageLoader = (args: LoaderFunctionArgs) => chooseLoader(args);
