// Notifications without JS (spec part 1 §2.5): items sent to a vendor notify them; the bell shows
// the unread badge; the list pages by 10 with "Carregar mais"; dismissing one removes it and the
// badge drops; a scheduled note shows only once due. A company of its own, so counts are exact.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { noteDecider, noteStreamId } from "../../domain/note";
import { sendCommand } from "../support/commands";
import { column, createSale, enterBoardMode, signInAs } from "./support/app";
import { pollFor, registerE2eCompany, withE2eDatabase } from "./support/db";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain forms and links: run once");

async function company() {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: "Gerente Sino", email: `sino-${tag}@sino.demo`, password: "Sino12345" };
  const vendor = { name: "Vendedora Sino", email: `vsino-${tag}@sino.demo`, password: "Sino12345" };
  const { companyId, vendorId } = await registerE2eCompany({ name: "Solar Sino", plan: "ENTERPRISE", manager, vendor });
  return { manager, vendor, companyId, vendorId: vendorId! };
}

/** A scheduled note on one of the vendor's items, through the note's real command. */
async function scheduledNote(companyId: string, actorId: string, text: string, date: string, timeStart: string) {
  await withE2eDatabase(async ({ database, store }) => {
    const item = await pollFor(() =>
      database.db.selectFrom("rm_items").select("id").where("company_id", "=", companyId).where("owner_id", "=", actorId).executeTakeFirst(),
    );
    const noteId = uuidv7();
    // Written two days ago, so a schedule for yesterday was in the future then and is due now.
    await sendCommand(
      store,
      { actorId, companyId, at: new Date(Date.now() - 2 * 86_400_000) },
      {
        streamId: noteStreamId(noteId),
        decider: noteDecider,
        command: {
          type: "CreateNote",
          noteId,
          itemId: item!.id,
          allowedNoteTypes: ["Ligação"],
          noteText: text,
          noteType: "Ligação",
          isPrivate: true,
          schedule: { date, timeStart, timeEnd: timeStart },
        },
      },
    );
  });
}

const badge = (page: Page) => page.getByTestId("notification-badge");
const items = (page: Page) => page.locator("ul.notif-list > li");

test("notificações aparecem, paginam e são excluídas", async ({ page }) => {
  const { manager, vendor, companyId, vendorId } = await company();
  await signInAs(page, manager);
  await page.getByRole("link", { name: "Notificações" }).click();
  await expect(page.getByText("Nenhuma Notificação")).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // Eleven sales sent to the vendor in one go ("Enviar coluna Contato").
  for (let i = 1; i <= 11; i++) await createSale(page, { name: `Sino ${String(i).padStart(2, "0")}`, amount: "100" });
  await enterBoardMode(page, "Editar funil");
  await column(page, "Contato").locator("details.column-options summary").click();
  const sendCol = page.getByRole("form", { name: "Enviar coluna Contato" });
  await sendCol.getByLabel("Enviar todos os itens para").selectOption({ label: vendor.name });
  await sendCol.getByRole("button", { name: "Enviar" }).click();

  // A note due yesterday shows; one due tomorrow does not yet.
  const day = 86_400_000;
  const local = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
  await scheduledNote(companyId, vendorId, "Retornar ligação de ontem", local(Date.now() - day), "09:00");
  await scheduledNote(companyId, vendorId, "Visita de amanhã", local(Date.now() + 2 * day), "09:00");

  await signInAs(page, vendor);
  await expect(badge(page)).toHaveText("12");
  await page.getByRole("link", { name: "Notificações, 12 não lidas" }).click();
  await expect(items(page)).toHaveCount(10);
  await page.getByRole("link", { name: "Carregar mais" }).click();
  await expect(items(page)).toHaveCount(12);
  await expect(page.getByRole("link", { name: "Carregar mais" })).toHaveCount(0);
  await expect(items(page).filter({ hasText: "Retornar ligação de ontem" })).toHaveCount(1);
  await expect(items(page).filter({ hasText: "Visita de amanhã" })).toHaveCount(0);
  await expect(items(page).filter({ hasText: '"Sino 07" foi enviado para você.' })).toHaveCount(1);

  // Dismiss one: it leaves the list and the badge drops.
  await page.getByRole("form", { name: "Excluir notificação Nota agendada: Ligação" }).getByRole("button", { name: "Excluir" }).click();
  await expect(items(page)).toHaveCount(11);
  await expect(items(page).filter({ hasText: "Retornar ligação de ontem" })).toHaveCount(0);
  await expect(badge(page)).toHaveText("11");
  // The notification opens its item.
  await items(page).filter({ hasText: '"Sino 07"' }).getByRole("link", { name: "Negócio recebido" }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sino 07");
});
