// One journey per board type without JS (issue 3): create an item, move it with the "Mover" form,
// close it with the type's transition, and find it in the type's finished list.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, openMoveForm, unique, JOURNEY } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the no-JS journeys");

interface Journey {
  base: string;
  board: string;
  noun: string;
  save: string;
  from: string;
  to: string;
  close: (page: Page) => Promise<void>;
  finishedLabel: string;
}

const finish = (withExec: boolean) => async (page: Page) => {
  const form = page.getByRole("form", { name: "Finalizar" });
  if (withExec) await form.getByLabel("Tipo de execução").selectOption({ label: "Execução Terceirizada" });
  await form.getByRole("button", { name: "Finalizar" }).click();
};

const JOURNEYS: Journey[] = [
  {
    base: "/vendas",
    board: "Funil de vendas",
    noun: "da venda",
    save: "Salvar venda",
    from: "Contato",
    to: "Negociação",
    finishedLabel: "Venda Perdida",
    close: async (page) => {
      const lose = page.getByRole("form", { name: "Venda Perdida" });
      await lose.getByLabel("Motivo da perda").selectOption("Concorrência");
      await lose.getByRole("button", { name: "Marcar como perdida" }).click();
    },
  },
  {
    base: "/pre-venda",
    board: "Funil de pré-venda",
    noun: "(lead)",
    save: "Salvar lead",
    from: "Novo lead",
    to: "Qualificação",
    finishedLabel: "Lead Desqualificado",
    close: async (page) => {
      const form = page.getByRole("form", { name: "Lead Desqualificado" });
      await form.getByRole("textbox").fill("Sem interesse");
      await form.getByRole("button").click();
    },
  },
  {
    base: "/projetos",
    board: "Quadro de projetos",
    noun: "(projeto)",
    save: "Salvar projeto",
    from: "Levantamento",
    to: "Aprovado",
    close: finish(true),
    finishedLabel: "Finalizado",
  },
  {
    base: "/instalacoes",
    board: "Quadro de instalações",
    noun: "(instalação)",
    save: "Salvar instalação",
    from: "Agendada",
    to: "Vistoria",
    close: finish(true),
    finishedLabel: "Finalizado",
  },
  {
    base: "/pos-venda",
    board: "Quadro de pós-venda",
    noun: "(atendimento)",
    save: "Salvar atendimento",
    from: "Chamado aberto",
    to: "Em atendimento",
    close: finish(false),
    finishedLabel: "Finalizado",
  },
  {
    base: "/administrativo",
    board: "Quadro administrativo",
    noun: "(item)",
    save: "Salvar item",
    from: "A fazer",
    to: "Em andamento",
    close: finish(false),
    finishedLabel: "Finalizado",
  },
];

for (const j of JOURNEYS) {
  test(`${j.board}: registrar, mover, encerrar e ver em finalizadas`, JOURNEY, async ({ page }, testInfo) => {
    const name = unique(testInfo, `Jornada ${j.base.slice(1).replace("-", " ")}`);
    await page.goto(`${j.base}/registro`);
    await page.getByLabel(`Nome ${j.noun}`).fill(name);
    await page.getByLabel("Valor (R$)").fill("1.500,00");
    await page.getByRole("button", { name: j.save }).click();
    await expect(page.getByRole("heading", { name: j.board, level: 1 })).toBeVisible();

    const form = await openMoveForm(card(column(page, j.from), name));
    await form.getByLabel("Mover para").selectOption({ label: j.to });
    await form.getByRole("button", { name: "Mover" }).click();
    await expect(card(column(page, j.to), name)).toBeVisible();

    await card(column(page, j.to), name).getByRole("link", { name }).click();
    await j.close(page);

    await page.goto(`${j.base}/finalizadas?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(j.finishedLabel);
    await expect(row).toContainText("R$ 1.500,00");
  });
}
