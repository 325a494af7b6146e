// The delete's flash carries the deleted ids for "Desfazer" (ADR 016): UUIDs only, a bounded number
// (a cookie holds ~4 KB), signed like the rest; the text says how many went.
import { describe, expect, it } from "vitest";
import { decodeFlash, encodeFlash } from "../../../app/lib/flash.server";
import { deletedText, isUndoIds, MAX_UNDO_IDS } from "../../../app/lib/notices";

const SECRET = "segredo-de-teste";
const NOW = 1_800_000_000_000;
const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, "0")}`;

describe("the delete's flash with Desfazer", () => {
  it("gives back the ids it carried", () => {
    const undo = [id(1), id(2)];
    expect(decodeFlash(encodeFlash({ code: "itens-excluidos", undo }, SECRET, NOW), SECRET, NOW)).toEqual({ code: "itens-excluidos", undo });
  });

  it("carries no ids that are not UUIDs, nor more than MAX_UNDO_IDS (then no Desfazer)", () => {
    expect(decodeFlash(encodeFlash({ code: "item-excluido", undo: ["../x"] }, SECRET, NOW), SECRET, NOW)).toEqual({ code: "item-excluido" });
    const many = Array.from({ length: MAX_UNDO_IDS + 1 }, (_, i) => id(i));
    expect(isUndoIds(many)).toBe(false);
    expect(isUndoIds(many.slice(1))).toBe(true);
    const v = encodeFlash({ code: "itens-excluidos", undo: many.slice(1) }, SECRET, NOW);
    expect(v.length).toBeLessThan(3800);
  });

  it("a forged id list is refused with the rest of the cookie", () => {
    const v = encodeFlash({ code: "item-excluido", undo: [id(1)] }, SECRET, NOW);
    const mac = v.split(".")[1];
    const forged = Buffer.from(JSON.stringify({ c: "item-excluido", t: NOW, u: [id(9)] })).toString("base64url");
    expect(decodeFlash(`${forged}.${mac}`, SECRET, NOW)).toBeUndefined();
  });

  it("says how many items went", () => {
    expect(deletedText(1)).toBe("1 item excluído");
    expect(deletedText(3)).toBe("3 itens excluídos");
  });
});
