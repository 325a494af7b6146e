// The final page's PDF actions (issue 17): download the PDF and "Registrar envio", which records the
// SHA-256 of the very file a download gives (the PDF is deterministic), so /proposta/verificacao can
// later tell whether a file is the one sent. Plain links and a plain form: they work without JS, and
// with JS a PDF download or a post to a resource route must leave the page anyway.
//
// For the final page (/proposta/final/:pid, signed in): its loader passes the user's csrf and a fresh
// commandId (newCommandId()). The page has no Shell, so the flash ("Envio registrado…") shows here.
import { FlashNotice } from "../FlashNotice";

export function ProposalPdfLink({ pdfRef, children = "Baixar PDF" }: { pdfRef: string; children?: string }) {
  return (
    <a className="button" href={`/proposta/final/pdf/${encodeURIComponent(pdfRef)}`} download>
      {children}
    </a>
  );
}

export function SendProposalForm({ proposalId, csrf, commandId }: { proposalId: string; csrf: string; commandId: string }) {
  return (
    <div className="send-proposal">
      <form method="post" action={`/proposta/final/enviar/${encodeURIComponent(proposalId)}`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="commandId" value={commandId} />
        <button type="submit" className="button">
          Registrar envio
        </button>
      </form>
      <FlashNotice />
    </div>
  );
}
