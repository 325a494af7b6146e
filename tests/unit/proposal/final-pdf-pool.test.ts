// The PDF pool (app/lib/pdf/pdf-pool.server.ts): a worker thread renders the same bytes as the
// calling thread would; a full queue refuses at once (PdfBusy → 503) instead of piling up.
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_PRESENTATION, finalProposalView, proposalDecider, type ActiveProposal, type ProposalEvent } from "../../../domain/proposal";
import { fold } from "../../../domain/shared";
import { PdfBusy, PdfPool } from "../../../app/lib/pdf/pdf-pool.server";
import { renderProposalPdf } from "../../../app/lib/pdf/render-proposal-pdf";
import { defaultCtx } from "../support/given-when-then";
import { price, ready } from "./pricing-fixtures";

const company = {
  name: "Sol Energia",
  phone: null,
  email: null,
  logoUrl: null,
  primaryColor: "#05445e",
  secondaryColor: "#189ab4",
  presentation: DEFAULT_PRESENTATION,
};
const events = ready();
const stateOf = (es: ProposalEvent[]) => fold(proposalDecider.evolve, proposalDecider.initialState(), es) as ActiveProposal;
const state = stateOf([...events, ...proposalDecider.decide(price(), stateOf(events), defaultCtx)]);
const job = { view: finalProposalView({ state, count: 7, company, customer: { name: "Ana Lúcia" } }), createdAt: "2026-11-20T10:00:00.000Z" };
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("PdfPool", () => {
  const pool = new PdfPool(1, 4);
  afterAll(() => pool.close());

  it("a worker thread renders the very bytes the calling thread renders", async () => {
    const [fromWorker, again, here] = await Promise.all([pool.render(job), pool.render(job), renderProposalPdf(job)]);
    expect(sha(fromWorker)).toBe(sha(here));
    expect(sha(again)).toBe(sha(here));
  }, 60_000);

  it("a full queue refuses at once", async () => {
    const tiny = new PdfPool(1, 0);
    await expect(tiny.render(job)).rejects.toBeInstanceOf(PdfBusy);
    await tiny.close();
  });
});
