// /proposta/gerar-proposta/dados-consumo/editar?pid=: the consumption step of a proposal again (EditConsumption).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consumptionAction, consumptionLoader } from "~/lib/proposal-consumption.server";

export const pageLoader = (args: LoaderFunctionArgs) => consumptionLoader(args, "edit");
export const pageAction = (args: ActionFunctionArgs) => consumptionAction(args, "edit");
