// The hub's pure parts: where "+ Criar cliente" may return (never an outside URL) and how a
// timeline entry reads (board and stage, link, agenda times, late agenda items).
import { describe, expect, it } from "vitest";
import { newItemReturnPath } from "../../../app/lib/customer-pick.server";
import { timelineView } from "../../../app/lib/customer-timeline.server";

describe("newItemReturnPath", () => {
  it("accepts the new-item forms only", () => {
    expect(newItemReturnPath("/vendas/registro")).toBe("/vendas/registro");
    expect(newItemReturnPath("/projetos/registro")).toBe("/projetos/registro");
    for (const bad of ["https://evil.example/vendas/registro", "//evil.example", "/vendas/registro?x=1", "/inicio", "", null, undefined])
      expect(newItemReturnPath(bad)).toBeNull();
  });
  it("accepts an item page of the six boards (the edit form's + Criar cliente), nothing else", () => {
    const id = "0192f0a0-1234-7abc-8def-0123456789ab";
    expect(newItemReturnPath(`/vendas/editar/${id}`)).toBe(`/vendas/editar/${id}`);
    expect(newItemReturnPath(`/pre-venda/editar/${id}`)).toBe(`/pre-venda/editar/${id}`);
    for (const bad of [`/vendas/editar/${id}?x=1`, "/vendas/editar/nao-e-uuid", `//evil.example/vendas/editar/${id}`, `/cliente/editar/${id}`])
      expect(newItemReturnPath(bad)).toBeNull();
  });
});

describe("timelineView", () => {
  const at = "2026-11-10T15:00:00.000Z";
  it("a deal in progress shows its board and column; a won one its status", () => {
    const deal = {
      kind: "deal" as const,
      id: "i1",
      at,
      boardType: "SALES",
      number: 7,
      name: "Usina",
      status: "IN_PROGRESS",
      columnTitle: "Negociação",
      amount: "1",
    };
    expect(timelineView(deal, "c1", "2026-11-20")).toMatchObject({
      title: "#00007 Usina",
      href: "/vendas/editar/i1",
      detail: "Funil de vendas · Negociação",
    });
    expect(timelineView({ ...deal, status: "CLOSED" }, "c1", "2026-11-20").detail).not.toContain("Negociação");
  });
  it("an agenda item is dated by its day, with its times, late when before today", () => {
    const agenda = {
      kind: "agenda" as const,
      id: "n1",
      at,
      itemId: "i1",
      boardType: "PROJECT",
      itemName: "Projeto",
      text: "Visita",
      noteType: null,
      date: "2026-11-10",
      timeStart: "09:00",
      timeEnd: "10:00",
    };
    const v = timelineView(agenda, "c1", "2026-11-20");
    expect(v).toMatchObject({ date: "2026-11-10", href: "/projetos/editar/i1", detail: "09:00–10:00 · Sem Tipo · Projeto", late: true });
    expect(timelineView({ ...agenda, timeEnd: "09:00" }, "c1", "2026-11-01")).toMatchObject({ detail: "09:00 · Sem Tipo · Projeto", late: false });
  });
  it("a file links to its download under the customer", () => {
    expect(timelineView({ kind: "file", id: "f1", at, name: "conta.pdf" }, "c1", "2026-11-20").href).toBe("/arquivos/c1/arquivo/f1");
  });
});
