// Every decider's fallbacks: an unknown command (a form the types did not see) is a DomainError,
// an unknown event type (newer or retired) leaves the state as it was.
import { describe, expect, it } from "vitest";
import { archiveDecider } from "../../../domain/archive";
import { boardDecider, type BoardEvent } from "../../../domain/board";
import { checklistDecider } from "../../../domain/checklist";
import { companyDecider, type CompanyEvent } from "../../../domain/company";
import { customerDecider, type CustomerEvent } from "../../../domain/customer";
import { noteDecider } from "../../../domain/note";
import { inboxDecider } from "../../../domain/notification";
import { assertNever, DomainError, fold, ignoreUnknownEvent, type Decider, type DomainEvent } from "../../../domain/shared";
import { webhookDecider } from "../../../domain/webhook";
import { specFor } from "../support/given-when-then";

const unknownCommand = { type: "Nope" } as never;
const unknownEvent = { type: "Retired", data: {} } as never;

const boardCreated: BoardEvent = {
  type: "BoardCreated",
  data: { boardType: "SALES", columns: [{ columnId: "c1", title: "Contato", inactivityWindow: 0, sortKey: "a0" }] },
};
const companyRegistered: CompanyEvent = {
  type: "CompanyRegistered",
  data: {
    companyId: "company-1",
    name: "Solar",
    plan: "BASIC",
    statusOk: true,
    salesLostReasons: [],
    manager: { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" },
  },
};
const customerCreated: CustomerEvent = {
  type: "CustomerCreated",
  data: { customerId: "cust-1", name: "José da Silva", ownerId: "user-manager" },
};

describe("assertNever and ignoreUnknownEvent", () => {
  it("assertNever throws the error it is given", () => {
    const error = new DomainError("Comando desconhecido.");
    expect(() => assertNever("x" as never, error)).toThrow(error);
    expect(() => assertNever("x" as never)).toThrow('Unexpected value: "x"');
  });

  it("ignoreUnknownEvent gives the state back", () => {
    const state = { n: 1 };
    expect(ignoreUnknownEvent("x" as never, state)).toBe(state);
  });
});

describe("unknown commands", () => {
  it("are refused once the aggregate exists", () => {
    specFor(boardDecider)([boardCreated]).when(unknownCommand).thenThrows("Comando desconhecido.");
    specFor(companyDecider)([companyRegistered]).when(unknownCommand).thenThrows("Comando desconhecido.");
    specFor(customerDecider)([customerCreated]).when(unknownCommand).thenThrows("Comando desconhecido.");
  });

  it("are not found first while the aggregate does not exist", () => {
    specFor(boardDecider)().when(unknownCommand).thenThrows("Quadro não encontrado.", { code: "not_found" });
    specFor(companyDecider)().when(unknownCommand).thenThrows("Empresa não encontrada.", { code: "not_found" });
    specFor(customerDecider)().when(unknownCommand).thenThrows("Cliente não encontrado.", { code: "not_found" });
  });

  it("are refused by the deciders without an existence check", () => {
    specFor(noteDecider)().when(unknownCommand).thenThrows("Comando desconhecido.");
    specFor(webhookDecider)().when(unknownCommand).thenThrows("Comando desconhecido.");
    specFor(inboxDecider)().when(unknownCommand).thenThrows("Comando desconhecido.");
    specFor(archiveDecider)().when(unknownCommand).thenThrows("Comando desconhecido.");
    specFor(checklistDecider)().when(unknownCommand).thenThrows("Comando desconhecido.");
  });
});

describe("unknown events", () => {
  const unchanged = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, events: E[] = []) => {
    const state = fold(decider.evolve, decider.initialState(), events);
    expect(decider.evolve(state, unknownEvent)).toBe(state);
  };

  it("leave every aggregate's state as it was", () => {
    unchanged(boardDecider, [boardCreated]);
    unchanged(companyDecider, [companyRegistered]);
    unchanged(customerDecider, [customerCreated]);
    unchanged(noteDecider);
    unchanged(webhookDecider);
    unchanged(inboxDecider);
    unchanged(archiveDecider);
    unchanged(checklistDecider);
  });
});
