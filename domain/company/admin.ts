// Platform administrators (part 1 §1: separate admin logins): stream `admin-<id>`. Their
// passwords live in admin_credentials, never in events.
import { DomainError, MAX_LENGTH, MSG, checkMaxLength, isValidEmail, required, type Decider, type DomainEvent } from "../shared";

export const adminStreamId = (adminId: string) => `admin-${adminId}`;

export type AdminCommand = { type: "RegisterAdmin"; id: string; name: string; email: string };
export type AdminEvent = DomainEvent<"AdminRegistered", { id: string; name: string; email: string }>;

export const adminDecider: Decider<{ exists: boolean }, AdminCommand, AdminEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide(command, state) {
    if (state.exists) return [];
    if (!required(command.name)) throw new DomainError(MSG.required, "name");
    checkMaxLength(command.name, MAX_LENGTH.name, "name");
    if (!isValidEmail(command.email?.trim() ?? "")) throw new DomainError(MSG.invalidEmail, "email");
    return [
      {
        type: "AdminRegistered",
        data: { id: command.id, name: command.name.trim(), email: command.email.trim().toLowerCase() },
      },
    ];
  },
};
