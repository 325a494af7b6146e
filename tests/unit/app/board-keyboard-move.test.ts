// The board's keyboard path (keyboard-move.ts): Space lifts and drops, arrows choose column and
// position within bounds, Esc cancels, other keys and unlifted arrows do nothing.
import { describe, expect, it } from "vitest";
import { announce, isRealMove, keyboardStep, type KeyboardColumn, type Lifted } from "../../../app/components/board/keyboard-move";

const columns: KeyboardColumn[] = [
  { id: "c1", title: "Contato", cardIds: ["a", "b"] },
  { id: "c2", title: "Negociação", cardIds: ["x"] },
  { id: "c3", title: "Fechamento", cardIds: [] },
];

const liftedOf = (step: ReturnType<typeof keyboardStep>): Lifted => {
  if (step.kind === "ignore") throw new Error("expected a lifted card");
  return step.lifted;
};

describe("keyboardStep", () => {
  it("Space lifts the focused card where it is", () => {
    expect(keyboardStep(columns, "b", " ", undefined)).toEqual({
      kind: "lift",
      lifted: { itemId: "b", fromColumn: "c1", fromPosition: 2, column: "c1", position: 2 },
    });
  });

  it("arrows, Esc and Enter do nothing until a card is lifted; unknown cards are ignored", () => {
    for (const key of ["ArrowRight", "ArrowDown", "Escape", "Enter", "a"]) expect(keyboardStep(columns, "a", key, undefined).kind).toBe("ignore");
    expect(keyboardStep(columns, "zzz", " ", undefined).kind).toBe("ignore");
  });

  it("Right goes to the next column, keeping the position within that column's places", () => {
    const lifted = liftedOf(keyboardStep(columns, "b", " ", undefined));
    const right = liftedOf(keyboardStep(columns, "b", "ArrowRight", lifted));
    // Negociação has one card: the lifted one may go at 1 or 2.
    expect(right).toMatchObject({ column: "c2", position: 2 });
    const further = liftedOf(keyboardStep(columns, "b", "ArrowRight", right));
    expect(further).toMatchObject({ column: "c3", position: 1 });
    // No column after the last: stays.
    expect(liftedOf(keyboardStep(columns, "b", "ArrowRight", further))).toEqual(further);
    expect(liftedOf(keyboardStep(columns, "b", "ArrowLeft", further))).toMatchObject({ column: "c2", position: 1 });
  });

  it("Up/Down change the position, never past the ends; its own slot counts once", () => {
    const lifted = liftedOf(keyboardStep(columns, "a", " ", undefined));
    expect(liftedOf(keyboardStep(columns, "a", "ArrowUp", lifted)).position).toBe(1);
    const down = liftedOf(keyboardStep(columns, "a", "ArrowDown", lifted));
    expect(down.position).toBe(2);
    expect(liftedOf(keyboardStep(columns, "a", "ArrowDown", down)).position).toBe(2);
  });

  it("Space or Enter drops, Esc cancels; another card's keys do not touch the lifted one", () => {
    const lifted = { itemId: "a", fromColumn: "c1", fromPosition: 1, column: "c2", position: 1 };
    expect(keyboardStep(columns, "a", " ", lifted)).toEqual({ kind: "drop", lifted });
    expect(keyboardStep(columns, "a", "Enter", lifted)).toEqual({ kind: "drop", lifted });
    expect(keyboardStep(columns, "a", "Escape", lifted)).toEqual({ kind: "cancel", lifted });
    expect(keyboardStep(columns, "x", "ArrowLeft", lifted).kind).toBe("ignore");
  });

  it("a drop where the card was is not a move", () => {
    expect(isRealMove({ itemId: "a", fromColumn: "c1", fromPosition: 1, column: "c1", position: 1 })).toBe(false);
    expect(isRealMove({ itemId: "a", fromColumn: "c1", fromPosition: 1, column: "c1", position: 2 })).toBe(true);
    expect(isRealMove({ itemId: "a", fromColumn: "c1", fromPosition: 1, column: "c2", position: 1 })).toBe(true);
  });
});

describe("announce", () => {
  it("names the card and the column it was moved to", () => {
    const lifted = { itemId: "a", fromColumn: "c1", fromPosition: 1, column: "c2", position: 1 };
    expect(announce({ kind: "drop", lifted }, columns, "Galpão")).toBe("Cartão Galpão movido para Negociação, posição 1.");
    expect(announce({ kind: "cancel", lifted }, columns, "Galpão")).toBe("Movimento cancelado. Cartão Galpão de volta em Contato.");
    expect(announce({ kind: "preview", lifted }, columns, "Galpão")).toBe("Negociação, posição 1.");
  });
});
