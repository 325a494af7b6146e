// The customer of a sale form: one picked from the company's customers (`customer`), or a new one
// created inline by name (`customerName`) with an id derived from the form's commandId, so a
// double submit creates it once.
import { customerDecider } from "../../domain/customer";
import { MSG } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { findCustomer } from "./board.server";
import { derivedId, sendCommand } from "./commands.server";

export type CustomerPick =
  { ok: true; customer: { id: string; name: string } | null } | { ok: false; field: "customer" | "customerName"; message: string };

export async function pickCustomer(
  user: SessionUser,
  v: { customer?: string; customerName?: string },
  commandId: string,
  currentCustomerId?: string | null,
): Promise<CustomerPick> {
  if (v.customer) {
    const found = await findCustomer(user, v.customer, currentCustomerId);
    return found ? { ok: true, customer: found } : { ok: false, field: "customer", message: MSG.invalidCustomer };
  }
  if (!v.customerName) return { ok: true, customer: null };
  const customer = { id: derivedId(commandId, "customer"), name: v.customerName };
  const created = await sendCommand(
    user,
    `customer-${customer.id}`,
    customerDecider,
    { type: "CreateCustomer", customerId: customer.id, name: customer.name, ownerId: user.id },
    derivedId(commandId, "customer-command"),
  );
  return created.ok ? { ok: true, customer } : { ok: false, field: "customerName", message: created.error.message };
}
