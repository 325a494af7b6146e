// The "aftersales" projection (ADR 026) on real PostgreSQL: service order numbers per company in log
// order (AFTER_SALES items only), service lines added / edited / removed through the real command
// handler (with price components, ADR 029), templates created, edited and deleted; then a rebuild
// from the first event gives identical rows, in batches of 1, 7 and 5,000.
import { describe, expect, it } from "vitest";
import "../../db/schema-after-sales";
import { afterSalesDecider, afterSalesStreamId, type AfterSalesCommand } from "../../domain/after-sales";
import { afterSalesTemplateDecider, afterSalesTemplateStreamId } from "../../domain/after-sales-template";
import type { BoardType } from "../../domain/shared";
import { uuidv7 } from "../../eventstore/ids";
import { afterSalesProjection } from "../../projections/after-sales-projection";
import { allProjections } from "../../projections/index";
import { useSeededCompany } from "../support/seeded-company";

describe("aftersales projection on postgres", () => {
  const fx = useSeededCompany();

  it("numbers after-sales items, keeps their service lines and rebuilds to identical tables", async () => {
    expect(fx.seeded).toBe(true);
    const { db, company } = fx;
    const before = await db
      .selectFrom("rm_service_orders")
      .select((eb) => eb.fn.max<number | null>("number").as("max"))
      .where("company_id", "=", company.id)
      .executeTakeFirstOrThrow();
    const base = before.max ?? 0;

    const create = async (boardType: BoardType, name: string) => {
      const [col] = await fx.columnsOf(boardType);
      const itemId = uuidv7();
      await fx.item(itemId, {
        type: "CreateItem",
        itemId,
        boardType,
        name,
        amount: "0",
        customer: null,
        leadTemperature: -1,
        validityDate: null,
        power: null,
        ucType: null,
        ownerId: company.manager_id,
        column: { id: col.column_id, title: col.title },
        sortKey: `a${Date.now().toString(36)}`,
      });
      return itemId;
    };
    const a = await create("AFTER_SALES", "Manutenção A");
    const sale = await create("SALES", "Venda sem OS");
    const b = await create("AFTER_SALES", "Manutenção B");
    const send = (itemId: string, cmd: AfterSalesCommand) => fx.command(afterSalesStreamId(itemId), afterSalesDecider, cmd);
    const line = (itemId: string, lineId: string, serviceName: string, serviceType: string, quantity: string, price: string) =>
      send(itemId, { type: "AddServiceLine", itemId, boardType: "AFTER_SALES", lineId, serviceName, serviceType, quantity, price });
    const [l1, l2, l3, l4] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await line(a, l1, "Limpeza de módulos", "SERVICE", "", "350,00");
    await line(a, l2, "Fusível 15 A", "SUPPLY", "", "12,50");
    await line(a, l3, "Visita técnica", "SERVICE", "", "200,00");
    await line(b, l4, "Cabo solar", "SUPPLY", "10", "8,90");
    await send(a, { type: "EditServiceLine", lineId: l2, serviceName: "Fusível 20 A", serviceType: "SUPPLY", quantity: "4", price: "15,00" });
    await send(a, { type: "RemoveServiceLine", lineId: l3 });
    // Components (ADR 029): a line priced by its components, then edited to other ones.
    const l5 = uuidv7();
    await send(b, {
      type: "AddServiceLine",
      itemId: b,
      boardType: "AFTER_SALES",
      lineId: l5,
      serviceName: "Troca de inversor",
      serviceType: "SERVICE",
      quantity: "",
      price: "",
      priceComps: [
        { label: "Mão de obra", value: "300,00" },
        { label: "Deslocamento", value: "80,00" },
      ],
    });
    await send(b, {
      type: "EditServiceLine",
      lineId: l5,
      serviceName: "Troca de inversor",
      serviceType: "SERVICE",
      quantity: "",
      price: "",
      priceComps: [
        { label: "Mão de obra", value: "350,00" },
        { label: "Material", value: "25,50" },
        { label: "Deslocamento", value: "80,00" },
      ],
    });
    // Templates: two created, one edited.
    const [t1, t2] = [uuidv7(), uuidv7()];
    const tpl = (id: string, cmd: Parameters<typeof afterSalesTemplateDecider.decide>[0]) =>
      fx.command(afterSalesTemplateStreamId(id), afterSalesTemplateDecider, cmd);
    await tpl(t1, { type: "CreateAfterSalesTemplate", templateId: t1, name: "Manutenção", body: "Olá {{cliente}}" });
    await tpl(t2, { type: "CreateAfterSalesTemplate", templateId: t2, name: "Anual", body: "Texto" });
    await tpl(t1, { type: "EditAfterSalesTemplate", name: "Manutenção preventiva", body: "Prezado {{cliente}}" });
    // Two proposals (numbered 1, 2 within the company in log order).
    const gen = (itemId: string, proposalId: string) =>
      send(itemId, {
        type: "GenerateAfterSalesProposal",
        itemId,
        boardType: "AFTER_SALES",
        proposalId,
        template: { id: t1, name: "Manutenção", body: "Olá {{cliente}}" },
        validityDays: "10",
        facts: { customerName: null, itemName: "Manutenção", serviceOrder: null },
      });
    const [p1, p2] = [uuidv7(), uuidv7()];
    await gen(a, p1);
    await gen(b, p2);
    expect(await fx.settle()).toBe(true);
    const proposals = await db
      .selectFrom("rm_after_sales_proposals")
      .select(["proposal_id", "number", "total", "services"])
      .where("company_id", "=", company.id)
      .orderBy("number")
      .execute();
    expect(proposals.map((p) => [p.proposal_id, p.number, Number(p.total)])).toEqual([
      [p1, 1, 410],
      [p2, 2, 89 + 455.5],
    ]);
    // The frozen lines come back as JSON (not a string), with their components.
    const frozen = proposals[1].services as { serviceName: string; priceComps: { label: string; value: string }[] }[];
    expect(frozen.map((l) => l.serviceName)).toEqual(["Cabo solar", "Troca de inversor"]);
    expect(frozen[1].priceComps).toEqual([
      { label: "Mão de obra", value: "350.00" },
      { label: "Material", value: "25.50" },
      { label: "Deslocamento", value: "80.00" },
    ]);
    const templates = await db
      .selectFrom("rm_after_sales_templates")
      .select(["template_id", "name", "body"])
      .where("company_id", "=", company.id)
      .orderBy("name")
      .execute();
    expect(templates).toEqual([
      { template_id: t2, name: "Anual", body: "Texto" },
      { template_id: t1, name: "Manutenção preventiva", body: "Prezado {{cliente}}" },
    ]);
    // A deleted template leaves the list; the proposal generated from it keeps its frozen name.
    await tpl(t1, { type: "DeleteAfterSalesTemplate" });
    expect(await fx.settle()).toBe(true);
    const left = await db.selectFrom("rm_after_sales_templates").select("template_id").where("company_id", "=", company.id).execute();
    expect(left.map((r) => r.template_id)).toEqual([t2]);
    const p1Row = await db.selectFrom("rm_after_sales_proposals").select("template_name").where("proposal_id", "=", p1).executeTakeFirstOrThrow();
    expect(p1Row.template_name).toBe("Manutenção");

    const orders = await db
      .selectFrom("rm_service_orders")
      .select(["item_id", "number"])
      .where("item_id", "in", [a, b, sale])
      .orderBy("number")
      .execute();
    expect(orders).toEqual([
      { item_id: a, number: base + 1 },
      { item_id: b, number: base + 2 },
    ]);
    const lines = await db
      .selectFrom("rm_service_lines")
      .select(["item_id", "line_id", "service_name", "service_type", "quantity", "price", "position", "price_comps"])
      .where("company_id", "=", company.id)
      .where("item_id", "in", [a, b])
      .orderBy("item_id")
      .orderBy("position")
      .execute();
    expect(lines.map((l) => [l.item_id, l.service_name, l.service_type, l.quantity, Number(l.price), l.position, l.price_comps])).toEqual(
      [
        [a, "Limpeza de módulos", "SERVICE", null, 350, 1, []],
        [a, "Fusível 20 A", "SUPPLY", 4, 15, 2, []],
        [b, "Cabo solar", "SUPPLY", 10, 8.9, 1, []],
        [
          b,
          "Troca de inversor",
          "SERVICE",
          null,
          455.5,
          2,
          [
            { label: "Mão de obra", value: "350.00" },
            { label: "Material", value: "25.50" },
            { label: "Deslocamento", value: "80.00" },
          ],
        ],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0])) || Number(x[5]) - Number(y[5])),
    );

    for (const batchSize of [1, 7, 5000]) {
      const { live, rebuilt } = await fx.rebuild(afterSalesProjection.tables, allProjections, batchSize);
      expect(rebuilt, `batch ${batchSize}`).toEqual(live);
    }
  });
});
