// The history line of ItemOwnersChanged (ADR 028): who was added and who removed, by name.
import { describe, expect, it } from "vitest";
import { ownersChangeText } from "../../../projections/read-models/history-text";

const ana = { userId: "a", name: "Ana" };
const joao = { userId: "j", name: "João" };
const bia = { userId: "b", name: "Bia" };

describe("ownersChangeText", () => {
  it("names the added and the removed, singular and plural", () => {
    expect(ownersChangeText([], [ana])).toBe("Responsável adicionado: Ana");
    expect(ownersChangeText([ana], [])).toBe("Responsável removido: Ana");
    expect(ownersChangeText([ana], [joao, bia])).toBe("Responsáveis adicionados: João, Bia; Responsável removido: Ana");
    expect(ownersChangeText([ana, joao, bia], [joao])).toBe("Responsáveis removidos: Ana, Bia");
  });

  it("a change of order only says the new order", () => {
    expect(ownersChangeText([ana, joao], [joao, ana])).toBe("Responsáveis reordenados: João, Ana");
  });
});
