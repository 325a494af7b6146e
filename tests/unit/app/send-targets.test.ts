// Part 2 §6: a manager sends a sale only to vendors with salesKanban, a lead only to vendors with preSalesKanban.
import { describe, expect, it } from "vitest";
import { boardSendTargets } from "../../../app/lib/send-targets";

const users = [
  { id: "m", name: "Ana Gerente", role: "MANAGER", permissions: null },
  { id: "s", name: "Só vendas", role: "VENDOR", permissions: { salesKanban: true } },
  { id: "p", name: "Só pré-venda", role: "VENDOR", permissions: { preSalesKanban: true } },
  { id: "n", name: "Nenhum funil", role: "VENDOR", permissions: { customersList: true } },
];
const ids = (type: Parameters<typeof boardSendTargets>[1]) => boardSendTargets(users, type).map((r) => r.id);

describe("boardSendTargets", () => {
  it("a sale goes to the manager (by name, issue 18) and the vendors with salesKanban", () => {
    expect(ids("SALES")).toEqual(["m", "s"]);
    expect(boardSendTargets(users, "SALES")[0]!.label).toBe("Ana Gerente");
  });
  it("a lead goes to the manager and the vendors with preSalesKanban", () => {
    expect(ids("PRE_SALES")).toEqual(["m", "p"]);
  });
  it("a vendor who cannot open the board is never a target", () => {
    expect(ids("PROJECT")).toEqual(["m"]);
  });
});
