// /proposta/gerar-proposta/dados-geracao/nova/:pid: the generation step (app/lib/proposal-generation.server).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { generationAction, generationLoader } from "~/lib/proposal-generation.server";

export const pageLoader = (args: LoaderFunctionArgs) => generationLoader(args);
export const pageAction = (args: ActionFunctionArgs) => generationAction(args);
