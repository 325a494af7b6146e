// The after-sales proposal's PDF (ADR 029): the view made from the frozen proposal, rendered by the
// final proposal's machinery (renderPdf, and the same worker pool), read back with pdfjs: the
// company, number, customer, text, lines with their price components and total in Portuguese;
// deterministic (same proposal and date, same SHA-256; another price, other bytes).
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { afterSalesProposalView, type AfterSalesProposalInput, type ServiceLine } from "../../../domain/after-sales";
import { PdfPool } from "../../../app/lib/pdf/pdf-pool.server";
import { renderPdf } from "../../../app/lib/pdf/render-proposal-pdf";
import { pdfText } from "../../support/pdf-text";

const inverter: ServiceLine = {
  lineId: "l1",
  serviceName: "Troca de inversor",
  serviceType: "SERVICE",
  quantity: null,
  price: "1350.50",
  priceComps: [
    { label: "Mão de obra", value: "300.00" },
    { label: "Deslocamento", value: "1050.50" },
  ],
};
// A line frozen before ADR 029: no priceComps in its event.
const oldFuse = { lineId: "l2", serviceName: "Fusível 15 A", serviceType: "SUPPLY", quantity: 4, price: "12.50" } as unknown as ServiceLine;
const input = (over: Partial<AfterSalesProposalInput> = {}): AfterSalesProposalInput => ({
  number: 42,
  company: { name: "Sol & Cia Energia Ltda.", email: "contato@sol.example", primaryColor: "#05445e" },
  customerName: "João da Conceição",
  itemName: "Manutenção anual",
  serviceOrder: 7,
  generatedAt: "2026-11-20T13:45:00.000Z",
  validityDays: 15,
  validUntil: "2026-12-05",
  text: "Prezado João da Conceição,\n\nsegue a proposta — válida por 15 dias.",
  services: [inverter, oldFuse],
  total: "1400.50",
  ...over,
});
const job = (over: Partial<AfterSalesProposalInput> = {}) =>
  ({ kind: "after-sales", view: afterSalesProposalView(input(over)), createdAt: "2026-11-20T13:45:00.000Z" }) as const;
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("the after-sales proposal's view", () => {
  it("formats the number, facts, lines with their components (none on an old line) and total", () => {
    const v = afterSalesProposalView(input());
    expect(v.title).toBe("Proposta de pós-venda #00042");
    expect(v.fileName).toBe("proposta-pos-venda-00042.pdf");
    expect(v.facts).toContainEqual(["Ordem de serviço", "#00007"]);
    expect(v.facts).toContainEqual(["Validade", "15 dias (até 05/12/2026)"]);
    expect(v.paragraphs).toEqual(["Prezado João da Conceição,", "segue a proposta — válida por 15 dias."]);
    expect(v.lines.map((l) => [l.name, l.type, l.quantity, l.unitPrice, l.comps, l.total])).toEqual([
      [
        "Troca de inversor",
        "Serviço",
        "—",
        "R$ 1.350,50",
        [
          ["Mão de obra", "R$ 300,00"],
          ["Deslocamento", "R$ 1.050,50"],
        ],
        "R$ 1.350,50",
      ],
      ["Fusível 15 A", "Fornecimento", "4", "R$ 12,50", [], "R$ 50,00"],
    ]);
    expect(v.total).toBe("R$ 1.400,50");
  });
});

describe("the after-sales proposal's PDF", () => {
  const pool = new PdfPool(1, 4);
  afterAll(() => pool.close());

  it("is a PDF whose text has the company, number, customer, lines, components and total", async () => {
    const bytes = await renderPdf(job());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    for (const s of [
      "Sol & Cia Energia Ltda.",
      "Proposta de pós-venda #00042",
      "João da Conceição",
      "segue a proposta — válida por 15 dias.",
      "Troca de inversor",
      "Mão de obra: R$ 300,00",
      "Deslocamento: R$ 1.050,50",
      "Fusível 15 A",
      "R$ 1.400,50",
      "Proposta válida até 05/12/2026.",
      // The footer (react-pdf dropped it while the page style carried a lineHeight).
      "Página 1 de 1",
    ]) {
      expect(text).toContain(s);
    }
  }, 30_000);

  it("gives the same bytes for the same proposal, in the worker pool too, and other bytes for another price", async () => {
    const [here, again, fromWorker] = await Promise.all([renderPdf(job()), renderPdf(job()), pool.render(job())]);
    expect(sha(again)).toBe(sha(here));
    expect(sha(fromWorker)).toBe(sha(here));
    const other = await renderPdf(job({ total: "1500.00" }));
    expect(sha(other)).not.toBe(sha(here));
  }, 60_000);
});
