// POST /proposta/final/enviar/:pid: "Registrar envio" (SendProposalForm on the final page). Renders
// the PDF, records its SHA-256 in a ProposalSent event and goes back to /proposta/final/:pid, whose flash says so.
// GET (a reload) goes to the final page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendProposalAction, sendProposalLoader } from "~/lib/pdf/proposal-pdf.server";

export const loader = (args: LoaderFunctionArgs) => sendProposalLoader(args);
export const action = (args: ActionFunctionArgs) => sendProposalAction(args);
