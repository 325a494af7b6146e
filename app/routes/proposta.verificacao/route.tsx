// /proposta/verificacao (public): is this PDF a proposal that was sent? Folder route (ADR 008): the
// page is VerificationPage.tsx, the action page.server.ts. No loader: nothing to read before a file.
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { verificationAction } from "./page.server";
import { VerificationPage } from "./VerificationPage";

export const meta: MetaFunction = () => [{ title: "Verificação de proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal-verification.css" }];
export const action = (args: ActionFunctionArgs) => verificationAction(args);
export default VerificationPage;
