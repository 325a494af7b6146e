// An imported sale's own registry date (/upload-de-vendas): carried by ItemCreated, never after today.
import { describe, it } from "vitest";
import { itemDecider } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { createCommand, created } from "./fixtures";

const given = specFor(itemDecider);

describe("CreateItem with a registry date", () => {
  it("records the date on ItemCreated; blank is no date", () => {
    given([])
      .when({ ...createCommand, registeredAt: "2026-03-15" })
      .then([{ ...created, data: { ...created.data, registeredAt: "2026-03-15" } }]);
    given([])
      .when({ ...createCommand, registeredAt: "" })
      .then([created]);
  });

  it("refuses a date after today or not a real date", () => {
    for (const registeredAt of ["2026-11-23", "2026-02-30", "15/03/2026"])
      given([])
        .when({ ...createCommand, registeredAt })
        .thenThrows("Data inválida.", { field: "registeredAt" });
  });
});
