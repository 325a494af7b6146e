// Issue 14: each sign-in lock is a SignInLocked event (the audit line); a retried record is one fact.
import { describe, it } from "vitest";
import { securityDecider, type RecordSignInLock, type SignInLocked } from "../../../domain/security/decider";
import { specFor } from "../support/given-when-then";

const given = specFor(securityDecider);
const lock = (until: string): RecordSignInLock => ({
  type: "RecordSignInLock",
  scope: "account",
  subject: "ana@solar.com.br",
  ip: "10.0.0.7",
  failures: 5,
  until,
});
const locked = (until: string): SignInLocked => ({
  type: "SignInLocked",
  data: { scope: "account", subject: "ana@solar.com.br", ip: "10.0.0.7", failures: 5, until },
});

describe("RecordSignInLock", () => {
  it("records a lock", () => {
    given([])
      .when(lock("2026-11-24T10:01:00.000Z"))
      .then([locked("2026-11-24T10:01:00.000Z")]);
  });
  it("the same lock again (a retried request) records nothing; a later one is recorded", () => {
    given([locked("2026-11-24T10:01:00.000Z")])
      .when(lock("2026-11-24T10:01:00.000Z"))
      .then([]);
    given([locked("2026-11-24T10:01:00.000Z")])
      .when(lock("2026-11-24T10:03:00.000Z"))
      .then([locked("2026-11-24T10:03:00.000Z")]);
  });
  it("refuses an unknown scope, an empty subject or a bad instant", () => {
    given([])
      .when({ ...lock("2026-11-24T10:01:00.000Z"), scope: "x" as never })
      .thenThrows("Escopo de bloqueio inválido.", { field: "scope" });
    given([])
      .when({ ...lock("2026-11-24T10:01:00.000Z"), subject: " " })
      .thenThrows("Campo obrigatório.", { field: "subject" });
    given([]).when(lock("amanhã")).thenThrows("Data inválida.", { field: "until" });
  });
});
