// /proposta/gerar-proposta/preco-editar/:pid: the pricing step (app/lib/proposal-pricing.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { priceAction, priceLoader } from "~/lib/proposal-pricing.server";

export const pageLoader = (args: LoaderFunctionArgs) => priceLoader(args, "edit");
export const pageAction = (args: ActionFunctionArgs) => priceAction(args, "edit");
