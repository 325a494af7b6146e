// /kits/escolha/:uid/:pid/:power/:powerGenUc/:powerNonPeak/:powerPeak/:demand/:targetPower/:ownerId/:distance/:location(/:preVendor)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { KitChoicePage } from "~/components/kits/KitChoicePage";
import { kitChoiceAction } from "~/lib/kit-choice-action.server";
import { kitChoiceLoader } from "~/lib/kit-choice.server";

export const meta: MetaFunction = () => [{ title: "Escolha do kit — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => kitChoiceLoader(args, "escolha");

/** "ESCOLHER" for a proposal: ChooseKit, then the generation step. */
export const action = (args: ActionFunctionArgs) => kitChoiceAction(args);

export default function KitChoice() {
  return <KitChoicePage d={useLoaderData<typeof loader>()} />;
}
