// /proposta/final/:slug/:count/:code (issue 17, part 3 §2): the public link of a company with a
// proposal slug; signed out. Wrong slug, count or code: the same 404 as every other miss.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FinalProposalPage } from "~/components/proposal-final/FinalProposalPage";
import { finalSlugLoader } from "~/lib/final-proposal-page.server";
import { FINAL_STYLES, finalMeta } from "~/lib/final-proposal-meta";

export const loader = (args: LoaderFunctionArgs) => finalSlugLoader(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => finalMeta(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: FINAL_STYLES }];
export default FinalProposalPage;
