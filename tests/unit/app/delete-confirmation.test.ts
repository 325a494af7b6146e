// Permanent deletes need confirm=yes (issue 18 #3), and what the next page says after them is a
// fixed text chosen by a code in the URL, never the URL's own text.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONFIRM_DELETE_MSG } from "../../../app/lib/confirm-delete";
import { deleteItemSchema, deleteSelectedSchema } from "../../../app/lib/forms";
import { noticeText, withNotice } from "../../../app/lib/notices";

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  return f;
};

describe("a permanent delete's confirmation", () => {
  it("is refused without confirm=yes, with a pt-BR message on the confirm field", () => {
    for (const confirm of [undefined, "", "on", "no"]) {
      const s = parseWithZod(form({ intent: "delete", ...(confirm === undefined ? {} : { confirm }) }), { schema: deleteItemSchema });
      expect(s.status).toBe("error");
      expect(s.reply().error?.confirm).toEqual([CONFIRM_DELETE_MSG]);
    }
  });

  it("is accepted with confirm=yes, for an item and for the selected items", () => {
    expect(parseWithZod(form({ intent: "delete", confirm: "yes" }), { schema: deleteItemSchema }).status).toBe("success");
    const selected = parseWithZod(form({ intent: "delete-selected", itemIds: ["a", "b"], confirm: "yes" }), { schema: deleteSelectedSchema });
    expect(selected.status === "success" && selected.value.itemIds).toEqual(["a", "b"]);
  });
});

describe("notices", () => {
  it("adds the code to a path, keeping its query and replacing an earlier notice", () => {
    expect(withNotice("/vendas/funil/u1", "item-excluido")).toBe("/vendas/funil/u1?aviso=item-excluido");
    expect(withNotice("/vendas/funil/u1?q=ana&aviso=item-movido", "itens-excluidos")).toBe("/vendas/funil/u1?q=ana&aviso=itens-excluidos");
  });

  it("shows only the known codes' texts", () => {
    expect(noticeText("?aviso=webhook-excluido")).toBe("Webhook excluído permanentemente.");
    expect(noticeText("?aviso=<script>alert(1)</script>")).toBeUndefined();
    expect(noticeText("?aviso=toString")).toBeUndefined();
    expect(noticeText("")).toBeUndefined();
  });
});
