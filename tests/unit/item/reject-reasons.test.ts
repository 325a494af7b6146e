import { describe, it } from "vitest";
import { itemDecider, type ItemEvent } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { ALL_BOARD_TYPES, createdOn, finished } from "./fixtures";

const given = specFor(itemDecider);

const project = createdOn("PROJECT");
const added = (reasonId: string, reason: string, registryDate = "2026-11-20T12:00:00.000Z"): ItemEvent => ({
  type: "RejectReasonAdded",
  data: { reasonId, reason, registryDate },
});
const r1 = added("r1", "Telhado sem estrutura");
const r2 = added("r2", "Falta ART", "2026-11-21T12:00:00.000Z");

describe("AddRejectReason", () => {
  it("adds a reason dated by the command's clock", () => {
    given([project])
      .when({ type: "AddRejectReason", reasonId: "r1", reason: "  Telhado sem estrutura " })
      .then([added("r1", "Telhado sem estrutura", "2026-11-22T17:03:00.000Z")]);
    given([project])
      .when({ type: "AddRejectReason", reasonId: "r1", reason: "Falta ART" }, { now: "2026-12-01T10:00:00.000Z" })
      .then([added("r1", "Falta ART", "2026-12-01T10:00:00.000Z")]);
  });

  it("keeps the reasons in the order they were added", () => {
    given([project, r1, r2])
      .when({ type: "AddRejectReason", reasonId: "r3", reason: "Sombreamento" })
      .thenState({
        rejectReasons: [
          { reasonId: "r1", reason: "Telhado sem estrutura", registryDate: "2026-11-20T12:00:00.000Z" },
          { reasonId: "r2", reason: "Falta ART", registryDate: "2026-11-21T12:00:00.000Z" },
          { reasonId: "r3", reason: "Sombreamento", registryDate: "2026-11-22T17:03:00.000Z" },
        ],
      });
  });

  it("is allowed on a finished project too", () => {
    given([project, finished()])
      .when({ type: "AddRejectReason", reasonId: "r1", reason: "Telhado sem estrutura" })
      .then([added("r1", "Telhado sem estrutura", "2026-11-22T17:03:00.000Z")]);
  });

  it("needs a reason and an id", () => {
    given([project]).when({ type: "AddRejectReason", reasonId: "r1", reason: "   " }).thenThrows("Insira o motivo da reprova.", { field: "reason" });
    given([project]).when({ type: "AddRejectReason", reasonId: "", reason: "Falta ART" }).thenThrows("Campo obrigatório.", { field: "reasonId" });
  });

  it("refuses an id already used", () => {
    given([project, r1])
      .when({ type: "AddRejectReason", reasonId: "r1", reason: "Outro" })
      .thenThrows("Motivo de reprova já cadastrado.", { code: "conflict" });
  });

  it.each(ALL_BOARD_TYPES.filter((t) => t !== "PROJECT"))("is unavailable on a %s item", (boardType) => {
    given([createdOn(boardType)])
      .when({ type: "AddRejectReason", reasonId: "r1", reason: "Falta ART" })
      .thenThrows("Ação indisponível para este quadro.");
  });
});

describe("EditRejectReason", () => {
  it("edits a reason, recording before and after", () => {
    given([project, r1, r2])
      .when({ type: "EditRejectReason", reasonId: "r1", reason: "Telhado precisa de reforço" })
      .then([
        {
          type: "RejectReasonEdited",
          data: { reasonId: "r1", from: "Telhado sem estrutura", to: "Telhado precisa de reforço" },
        },
      ]);
  });

  it("changes the text in place, keeping date and order", () => {
    given([project, r1, r2])
      .when({ type: "EditRejectReason", reasonId: "r1", reason: "Reforço" })
      .thenState({
        rejectReasons: [
          { reasonId: "r1", reason: "Reforço", registryDate: "2026-11-20T12:00:00.000Z" },
          { reasonId: "r2", reason: "Falta ART", registryDate: "2026-11-21T12:00:00.000Z" },
        ],
      });
  });

  it("does nothing when the text is unchanged", () => {
    given([project, r1]).when({ type: "EditRejectReason", reasonId: "r1", reason: " Telhado sem estrutura " }).then([]);
  });

  it("needs a reason", () => {
    given([project, r1])
      .when({ type: "EditRejectReason", reasonId: "r1", reason: "" })
      .thenThrows("Insira o motivo da reprova.", { field: "reason" });
  });

  it("fails on an unknown or deleted reason", () => {
    given([project, r1])
      .when({ type: "EditRejectReason", reasonId: "r9", reason: "x" })
      .thenThrows("Motivo de reprova não encontrado.", { code: "not_found" });
    given([project, r1, { type: "RejectReasonDeleted", data: { reasonId: "r1", reason: "Telhado sem estrutura" } }])
      .when({ type: "EditRejectReason", reasonId: "r1", reason: "x" })
      .thenThrows("Motivo de reprova não encontrado.", { code: "not_found" });
  });

  it("is unavailable on a sales item", () => {
    given([createdOn("SALES")])
      .when({ type: "EditRejectReason", reasonId: "r1", reason: "x" })
      .thenThrows("Ação indisponível para este quadro.");
  });
});

describe("DeleteRejectReason", () => {
  it("deletes a reason, recording its text", () => {
    given([project, r1, r2])
      .when({ type: "DeleteRejectReason", reasonId: "r1" })
      .then([{ type: "RejectReasonDeleted", data: { reasonId: "r1", reason: "Telhado sem estrutura" } }]);
  });

  it("removes it from the list", () => {
    given([project, r1, r2])
      .when({ type: "DeleteRejectReason", reasonId: "r1" })
      .thenState({
        rejectReasons: [{ reasonId: "r2", reason: "Falta ART", registryDate: "2026-11-21T12:00:00.000Z" }],
      });
  });

  it("fails on an unknown reason", () => {
    given([project]).when({ type: "DeleteRejectReason", reasonId: "r1" }).thenThrows("Motivo de reprova não encontrado.", {
      field: "reasonId",
      code: "not_found",
    });
  });

  it("is unavailable on a sales item", () => {
    given([createdOn("SALES")])
      .when({ type: "DeleteRejectReason", reasonId: "r1" })
      .thenThrows("Ação indisponível para este quadro.");
  });

  it("fails on an unknown item", () => {
    given([]).when({ type: "DeleteRejectReason", reasonId: "r1" }).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
