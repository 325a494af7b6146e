import { describe, expect, it } from "vitest";
import {
  BOARD_TYPES,
  DEFAULT_SALES_COLUMNS,
  DEFAULT_SALES_LOST_REASONS,
  EXEC_TYPES,
  EXEC_TYPE_VALUES,
  isExecType,
  LEAD_TEMPERATURES,
  STATUS_LABELS,
  UC_TYPES,
  isUcType,
  statusLabel,
} from "../../../domain/shared";

describe("constants", () => {
  it("board types, UC types and lead temperatures", () => {
    expect(BOARD_TYPES).toEqual(["SALES", "PRE_SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"]);
    expect(UC_TYPES).toEqual(["Residencial", "Comercial", "Industrial", "Rural", "Autoconsumo Remoto"]);
    expect(isUcType("Rural")).toBe(true);
    expect(isUcType("rural")).toBe(false);
    expect(LEAD_TEMPERATURES[-1]).toBe("Nenhuma");
    expect(LEAD_TEMPERATURES[0]).toBe("Frio");
    expect(LEAD_TEMPERATURES[1]).toBe("Morno");
    expect(LEAD_TEMPERATURES[2]).toBe("Quente");
  });

  it("default sales funnel and lost reasons", () => {
    expect(DEFAULT_SALES_COLUMNS.map((c) => [c.title, c.inactivityWindow])).toEqual([
      ["Contato", 7],
      ["Proposta", 7],
      ["Negociação", 10],
      ["Fechamento", 5],
    ]);
    expect(DEFAULT_SALES_LOST_REASONS).toContain("Financiamento não aprovado");
    expect(DEFAULT_SALES_LOST_REASONS).toHaveLength(5);
  });

  it("status labels", () => {
    expect(STATUS_LABELS.SALES.CLOSED).toBe("Venda Ganha");
    expect(STATUS_LABELS.SALES.LOST).toBe("Venda Perdida");
    expect(STATUS_LABELS.PRE_SALES.CLOSED).toBe("Lead Qualificado");
    expect(STATUS_LABELS.PRE_SALES.LOST).toBe("Lead Desqualificado");
    expect(statusLabel("SALES", "LOST")).toBe("Venda Perdida");
    expect(statusLabel("PROJECT", "CLOSED")).toBeNull();
    expect(statusLabel("SALES", "IN_PROGRESS")).toBeNull();
  });

  it("execution types", () => {
    expect(EXEC_TYPE_VALUES).toEqual(["INTERNAL", "OUTSOURCED"]);
    expect(EXEC_TYPES.INTERNAL).toBe("Execução Interna");
    expect(EXEC_TYPES.OUTSOURCED).toBe("Execução Terceirizada");
    expect(isExecType("INTERNAL")).toBe(true);
    expect(isExecType("OUTSOURCED")).toBe(true);
    expect(isExecType("internal")).toBe(false);
    expect(isExecType("")).toBe(false);
    expect(isExecType(null)).toBe(false);
  });
});
