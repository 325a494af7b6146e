// /proposta/gerar-proposta/preco-manual/:pid: the pricing step (app/lib/proposal-pricing.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { priceAction, priceLoader } from "~/lib/proposal-pricing.server";

export const pageLoader = (args: LoaderFunctionArgs) => priceLoader(args, "manual");
export const pageAction = (args: ActionFunctionArgs) => priceAction(args, "manual");
