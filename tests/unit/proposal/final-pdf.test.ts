// The final proposal's PDF (app/lib/pdf): rendered from the view model, deterministic (the same
// view and date give the same SHA-256; a different price gives different bytes), and its text read
// back with pdfjs carries the customer, the price and Portuguese characters Helvetica must draw.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRESENTATION, finalProposalView, proposalDecider, type ActiveProposal, type ProposalEvent } from "../../../domain/proposal";
import { fold } from "../../../domain/shared";
import { renderProposalPdf } from "../../../app/lib/pdf/render-proposal-pdf";
import { subscriptRuns, winAnsi } from "../../../app/lib/pdf/pdf-text";
import { pdfText } from "../../support/pdf-text";
import { defaultCtx } from "../support/given-when-then";
import { price, ready, started } from "./pricing-fixtures";

const company = {
  name: "Sol & Cia Energia Ltda.",
  phone: "(11) 99999-0000",
  email: "contato@sol.example",
  logoUrl: null,
  primaryColor: "#05445e",
  secondaryColor: "#189ab4",
  presentation: {
    ...DEFAULT_PRESENTATION,
    texts: { presentation: "Instalação com garantia — módulos × inversores.", notes: "", paymentConditions: "À vista" },
  },
};
const stateOf = (events: ProposalEvent[]) => fold(proposalDecider.evolve, proposalDecider.initialState(), events) as ActiveProposal;
function priced(): ProposalEvent[] {
  const events = ready();
  return [...events, ...proposalDecider.decide(price(), stateOf(events), defaultCtx)];
}
const viewOf = (events: ProposalEvent[], customer = "João da Conceição") =>
  finalProposalView({ state: stateOf(events), count: 42, company, customer: { name: customer } });
const CREATED = "2026-11-20T13:45:00.000Z";
/** A 1 × 1 PNG. */
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("the final proposal's PDF", () => {
  it("is a PDF whose text has the customer, the number, the final price and Portuguese characters", async () => {
    const bytes = await renderProposalPdf({ view: viewOf(priced()), createdAt: CREATED });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("João da Conceição");
    expect(text).toContain("Proposta #00042");
    expect(text).toContain("R$ 12.000,00");
    expect(text).toContain("Instalação com garantia — módulos × inversores.");
    expect(text).toContain("Consumo x geração por mês");
    expect(text).toContain("Fluxo de caixa acumulado em 25 anos");
    // The fixed footer on every page (react-pdf 4.9 dropped it while the page style carried a lineHeight).
    expect(text).toMatch(/Página 1 de \d/);
    // CO₂: "CO" then a lowered "2" (Helvetica has no ₂).
    expect(text).toMatch(/kg de CO\s*2\s*por ano/);
  });

  it("is deterministic: the same view and date give the same SHA-256; another price or date gives other bytes", async () => {
    const a = await renderProposalPdf({ view: viewOf(priced()), createdAt: CREATED });
    const b = await renderProposalPdf({ view: viewOf(priced()), createdAt: CREATED });
    expect(sha(a)).toBe(sha(b));
    const events = ready();
    const other = [...events, ...proposalDecider.decide(price({ discount: 10 }), stateOf(events), defaultCtx)];
    const c = await renderProposalPdf({ view: viewOf(other), createdAt: CREATED });
    expect(sha(c)).not.toBe(sha(a));
    const d = await renderProposalPdf({ view: viewOf(priced()), createdAt: "2026-11-21T13:45:00.000Z" });
    expect(sha(d)).not.toBe(sha(a));
  }, 30_000); // four renders: vitest's 5 s ran out once at load 20 on the shared 2-core machine

  it("embeds the company's logo (PNG) deterministically; a logo changes the bytes", async () => {
    const data = new Uint8Array(Buffer.from(PNG_1X1, "base64"));
    const withLogo = () => renderProposalPdf({ view: viewOf(priced()), createdAt: CREATED, logo: { data, format: "png" } });
    const [a, b] = [await withLogo(), await withLogo()];
    expect(sha(a)).toBe(sha(b));
    expect(a.toString("latin1")).toMatch(/\/Subtype \/Image/);
    expect(sha(a)).not.toBe(sha(await renderProposalPdf({ view: viewOf(priced()), createdAt: CREATED })));
    expect(await pdfText(a)).toContain("João da Conceição");
  });

  it("an unfinished proposal shows the spec's notices instead of a price", async () => {
    const text = await pdfText(await renderProposalPdf({ view: viewOf([started]), createdAt: CREATED }));
    expect(text).toContain("Esta proposta não possui kit cadastrado");
    expect(text).toContain("Esta proposta não possui dados do preço");
    expect(text).not.toContain("Investimento");
  });
});

describe("pdf-text", () => {
  it("keeps WinAnsi (Latin-1 and — “ ” € ×) and replaces the rest", () => {
    expect(winAnsi("ção ã º ² × — “x” €")).toBe("ção ã º ² × — “x” €");
    expect(winAnsi("CO₂ ﬁm ≥ 😀")).toBe("CO2 fim ? ?");
    expect(winAnsi("a\tb\r\nc\u0007")).toBe("a b\nc");
  });
  it("splits subscript digits out", () => {
    expect(subscriptRuns("1,5 t de CO₂ por ano")).toEqual([
      ["1,5 t de CO", false],
      ["2", true],
      [" por ano", false],
    ]);
  });
});
