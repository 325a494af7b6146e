// /proposta/final/mobile/:pid, the narrow layout (issue 17, ADR 008). Same page as every final view: app/components/proposal-final.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FinalProposalPage } from "~/components/proposal-final/FinalProposalPage";
import { finalPageLoader } from "~/lib/final-proposal-page.server";
import { FINAL_STYLES, finalMeta } from "~/lib/final-proposal-meta";

export const loader = (args: LoaderFunctionArgs) => finalPageLoader("mobile", args);
export const meta: MetaFunction<typeof loader> = ({ data }) => finalMeta(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: FINAL_STYLES }];
export default FinalProposalPage;
