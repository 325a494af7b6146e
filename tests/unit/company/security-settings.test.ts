// Issue 14: the "security" settings group (idle minutes before a session ends, days a deleted
// file's bytes are kept), one command and one event like the other groups.
import { describe, it } from "vitest";
import { companyDecider, type CompanyEvent } from "../../../domain/company";
import { specFor } from "../support/given-when-then";

const given = specFor(companyDecider);
const registered: CompanyEvent = {
  type: "CompanyRegistered",
  data: {
    companyId: "company-1",
    name: "Solar Nordeste",
    plan: "ENTERPRISE",
    statusOk: true,
    salesLostReasons: ["Preço"],
    manager: { id: "user-manager", name: "Marina Sol", email: "marina@solar.com.br" },
  },
};

describe("SetSecuritySettings", () => {
  it("saves both values", () => {
    given([registered])
      .when({ type: "SetSecuritySettings", security: { sessionIdleMinutes: 30, fileRetentionDays: 90 } })
      .then([{ type: "SecuritySettingsSet", data: { security: { sessionIdleMinutes: 30, fileRetentionDays: 90 } } }]);
  });

  it("the defaults (240 minutes, 30 days) or the saved values again change nothing", () => {
    given([registered])
      .when({ type: "SetSecuritySettings", security: { sessionIdleMinutes: 240, fileRetentionDays: 30 } })
      .then([]);
    given([registered, { type: "SecuritySettingsSet", data: { security: { sessionIdleMinutes: 30, fileRetentionDays: 90 } } }])
      .when({ type: "SetSecuritySettings", security: { sessionIdleMinutes: 30, fileRetentionDays: 90 } })
      .then([]);
  });

  it("idle minutes are a whole number from 5 to 10080", () => {
    for (const sessionIdleMinutes of [4, 10081, 12.5, "30", null])
      given([registered])
        .when({ type: "SetSecuritySettings", security: { sessionIdleMinutes, fileRetentionDays: 30 } })
        .thenThrows("Informe um número inteiro de minutos entre 5 e 10080 (7 dias).", { field: "sessionIdleMinutes" });
  });

  it("retention days are a whole number from 1 to 3650", () => {
    for (const fileRetentionDays of [0, 3651, 1.5, undefined])
      given([registered])
        .when({ type: "SetSecuritySettings", security: { sessionIdleMinutes: 30, fileRetentionDays } })
        .thenThrows("Informe um número inteiro de dias entre 1 e 3650 (10 anos).", { field: "fileRetentionDays" });
  });
});
