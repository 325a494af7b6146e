// The keyboard path of a board move, as a pure function of the board and a key: Space picks a card
// up (and drops it), Left/Right choose the column, Up/Down the position, Esc puts it back. While
// lifted the card is drawn at its target (as a pending move) and each step is announced.

/** The board as the keyboard sees it: column ids and titles, and each column's card ids in order. */
export interface KeyboardColumn {
  id: string;
  title: string;
  cardIds: string[];
}

/** A lifted card: where it came from and where it would go (position 1-based, as the move form). */
export interface Lifted {
  itemId: string;
  fromColumn: string;
  fromPosition: number;
  column: string;
  position: number;
}

export type KeyboardStep =
  | { kind: "ignore" }
  | { kind: "lift"; lifted: Lifted }
  | { kind: "preview"; lifted: Lifted }
  | { kind: "drop"; lifted: Lifted }
  | { kind: "cancel"; lifted: Lifted };

function locate(columns: KeyboardColumn[], itemId: string) {
  for (const [ci, c] of columns.entries()) {
    const k = c.cardIds.indexOf(itemId);
    if (k >= 0) return { ci, position: k + 1 };
  }
  return undefined;
}

/** The number of places in `column` for the lifted card (its own slot counts once). */
function places(columns: KeyboardColumn[], column: string, lifted: Lifted) {
  const ids = columns.find((c) => c.id === column)?.cardIds ?? [];
  return ids.filter((id) => id !== lifted.itemId).length + 1;
}

/** What `key` does to the card `itemId` (focused) given the card lifted now, if any. */
export function keyboardStep(columns: KeyboardColumn[], itemId: string, key: string, lifted: Lifted | undefined): KeyboardStep {
  const here = locate(columns, itemId);
  if (!here) return { kind: "ignore" };
  if (!lifted || lifted.itemId !== itemId) {
    if (key !== " ") return { kind: "ignore" };
    const column = columns[here.ci].id;
    return { kind: "lift", lifted: { itemId, fromColumn: column, fromPosition: here.position, column, position: here.position } };
  }
  if (key === "Escape") return { kind: "cancel", lifted };
  if (key === " " || key === "Enter") return { kind: "drop", lifted };
  const ci = columns.findIndex((c) => c.id === lifted.column);
  if (key === "ArrowLeft" || key === "ArrowRight") {
    const next = columns[ci + (key === "ArrowLeft" ? -1 : 1)];
    if (!next) return { kind: "preview", lifted };
    const position = Math.min(lifted.position, places(columns, next.id, lifted));
    return { kind: "preview", lifted: { ...lifted, column: next.id, position } };
  }
  if (key === "ArrowUp" || key === "ArrowDown") {
    const position = lifted.position + (key === "ArrowUp" ? -1 : 1);
    if (position < 1 || position > places(columns, lifted.column, lifted)) return { kind: "preview", lifted };
    return { kind: "preview", lifted: { ...lifted, position } };
  }
  return { kind: "ignore" };
}

/** Whether a drop changes anything (a card dropped where it was is not sent). */
export function isRealMove(lifted: Lifted) {
  return lifted.column !== lifted.fromColumn || lifted.position !== lifted.fromPosition;
}

/** The sentence the live region reads after a step. */
export function announce(step: KeyboardStep, columns: KeyboardColumn[], cardName: string): string {
  if (step.kind === "ignore") return "";
  const title = columns.find((c) => c.id === step.lifted.column)?.title ?? "";
  switch (step.kind) {
    case "lift":
      return `Cartão ${cardName} levantado em ${title}, posição ${step.lifted.position}. Use as setas para escolher a coluna e a posição, Espaço para soltar, Esc para cancelar.`;
    case "preview":
      return `${title}, posição ${step.lifted.position}.`;
    case "drop":
      return isRealMove(step.lifted)
        ? `Cartão ${cardName} movido para ${title}, posição ${step.lifted.position}.`
        : `Cartão ${cardName} solto no mesmo lugar.`;
    case "cancel":
      return `Movimento cancelado. Cartão ${cardName} de volta em ${columns.find((c) => c.id === step.lifted.fromColumn)?.title ?? ""}.`;
  }
}
