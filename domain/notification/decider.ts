// A user's notification inbox: stream `inbox-<userId>`. The notifications themselves come from
// events that concern the user (the dashboard projection makes them); what the user decides about
// them is this aggregate's business: today, dismissing one (spec part 1 §2.5, §4).
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DomainEvent } from "../shared/decider";

export const inboxStreamId = (userId: string) => `inbox-${userId}`;

/** Only these may be deleted by the user (spec part 1 §4); public ones are dismissed differently. */
export const DISMISSABLE_TYPES = ["PRIVATE", "ADMIN"] as const;

export const NOTIFICATION_MSG = {
  notDismissable: "Esta notificação não pode ser excluída.",
  required: "Notificação não encontrada.",
} as const;

export interface DismissNotification {
  type: "DismissNotification";
  notificationId: string;
  /** The notification's type, as the read model shows it (the app looks it up for the user). */
  notificationType: string;
}

export type InboxCommand = DismissNotification;

export type NotificationDismissed = DomainEvent<"NotificationDismissed", { notificationId: string }>;
export type InboxEvent = NotificationDismissed;

export interface InboxState {
  dismissed: string[];
}

/** Only PRIVATE and ADMIN notifications; [] when already dismissed. */
export function dismissNotification(command: DismissNotification, state: InboxState): NotificationDismissed[] {
  const id = typeof command.notificationId === "string" ? command.notificationId.trim() : "";
  if (!id) throw new DomainError(NOTIFICATION_MSG.required, "notificationId", "not_found");
  if (!(DISMISSABLE_TYPES as readonly string[]).includes(command.notificationType)) {
    throw new DomainError(NOTIFICATION_MSG.notDismissable, "notificationId", "forbidden");
  }
  if (state.dismissed.includes(id)) return []; // already gone: nothing to do
  return [{ type: "NotificationDismissed", data: { notificationId: id } }];
}

export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  initialState: () => ({ dismissed: [] }),
  evolve(state, event) {
    switch (event.type) {
      case "NotificationDismissed":
        return { dismissed: [...state.dismissed, event.data.notificationId] };
      default:
        // A one-member union does not narrow to never: its type tag does.
        return ignoreUnknownEvent(event.type, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case "DismissNotification":
        return dismissNotification(command, state);
      default:
        return assertNever(command.type, new DomainError("Comando desconhecido."));
    }
  },
};
