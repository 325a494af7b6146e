import { describe, it } from "vitest";
import { inboxDecider, NOTIFICATION_MSG } from "../../../domain/notification";
import { specFor } from "../support/given-when-then";

const given = specFor(inboxDecider);
const dismissed = { type: "NotificationDismissed" as const, data: { notificationId: "n1" } };

describe("DismissNotification", () => {
  it.each(["PRIVATE", "ADMIN"])("dismisses a %s notification", (notificationType) => {
    given([]).when({ type: "DismissNotification", notificationId: "n1", notificationType }).then([dismissed]);
  });
  it("refuses a public notification", () => {
    given([])
      .when({ type: "DismissNotification", notificationId: "n1", notificationType: "PUBLIC" })
      .thenThrows(NOTIFICATION_MSG.notDismissable, { code: "forbidden" });
  });
  it("does nothing the second time", () => {
    given([dismissed]).when({ type: "DismissNotification", notificationId: "n1", notificationType: "PRIVATE" }).then([]);
  });
  it("needs an id", () => {
    given([])
      .when({ type: "DismissNotification", notificationId: " ", notificationType: "PRIVATE" })
      .thenThrows(NOTIFICATION_MSG.required, { code: "not_found" });
  });
});
