// rm_board_columns and rm_items (the core projection's board read model) as specs: given these
// events, these rows. Numbers are given in log order per company (ADR 002).
import { describe, it } from "vitest";
import { coreProjection } from "../../projections/index";
import { nameUuid } from "../../eventstore/ids";
import { on, projectionSpec } from "../support/projection-spec";
import {
  boardCreated,
  columnAdded,
  companyRegistered,
  IDS,
  itemCreated,
  itemDeleted,
  itemMoved,
  itemSent,
  saleLost,
  saleWon,
  vendorAdded,
} from "../support/events";

describe("board read model", () => {
  const spec = projectionSpec(coreProjection);
  const company = [companyRegistered(), vendorAdded(), boardCreated()];

  it("a board's columns, in order, with a column added", async () => {
    await spec.given([...company, columnAdded()]).expectRows(
      "rm_board_columns",
      [
        { column_id: IDS.column(0), title: "Contato", sort_key: "a0" },
        { column_id: IDS.column(1), title: "Proposta", sort_key: "a1" },
        { column_id: IDS.column(2), title: "Negociação", sort_key: "a2" },
        { column_id: IDS.column(9), title: "Extra", sort_key: "a9" },
      ],
      "sort_key",
    );
  });

  it("items are numbered in log order and follow moves, wins, losses and sends", async () => {
    const [a, b, c] = ["a", "b", "c"].map((n) => nameUuid(`spec item ${n}`));
    const given = spec.given([
      ...company,
      on(`item-${a}`, [itemCreated({ itemId: a, name: "A" }), itemMoved(), saleWon()]),
      on(`item-${b}`, [itemCreated({ itemId: b, name: "B", amount: "250.50" }), saleLost({ reason: "Prazo" })]),
      on(`item-${c}`, [itemCreated({ itemId: c, name: "C" }), itemSent()]),
    ]);
    await given.expectRows(
      "rm_items",
      [
        { number: 1, name: "A", status: "CLOSED", column_id: IDS.column(1), lost_reason: null, owner_id: IDS.manager },
        { number: 2, name: "B", status: "LOST", column_id: IDS.column(0), lost_reason: "Prazo", owner_id: IDS.manager },
        {
          number: 3,
          name: "C",
          status: "IN_PROGRESS",
          column_id: IDS.column(0),
          lost_reason: null,
          owner_id: IDS.vendor,
        },
      ],
      "number",
    );
  });

  it("a deleted item leaves the board and the next item takes the next number", async () => {
    const [a, b] = ["a", "b"].map((n) => nameUuid(`spec item ${n}`));
    await spec
      .given([
        ...company,
        on(`item-${a}`, [itemCreated({ itemId: a, name: "A" })]),
        on(`item-${b}`, [itemCreated({ itemId: b, name: "B" }), itemDeleted()]),
        on(`item-${IDS.item}`, [itemCreated({ name: "Depois" })]),
      ])
      .expectRows(
        "rm_items",
        [
          { number: 1, name: "A" },
          { number: 2, name: "Depois" },
        ],
        "number",
      );
  });
});
