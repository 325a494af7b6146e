// /proposta/gerar-proposta/dados-consumo/nova?cid=&uid=(&sid=): start a proposal from a customer (StartProposal).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consumptionAction, consumptionLoader } from "~/lib/proposal-consumption.server";

export const pageLoader = (args: LoaderFunctionArgs) => consumptionLoader(args, "new");
export const pageAction = (args: ActionFunctionArgs) => consumptionAction(args, "new");
