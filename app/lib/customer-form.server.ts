// The customer form's checks, shared by /cliente/cadastro and /cliente/editar/:cid: zod only reads
// text; the rules are customerErrors (the decider's own), run with the company's settings, plus
// the owners the form chose.
import { z } from "zod";
import { CUSTOMER_FIELDS, CUSTOMER_MSG, customerErrors, normalizeCustomer, type CustomerDetails, type CustomerField } from "../../domain/customer";
import type { SessionUser } from "./auth.server";
import { canChooseOwners, companyUsers, customerRules } from "./customers.server";

export const customerFormSchema = z.object(
  Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, z.string().optional()])) as Record<CustomerField, z.ZodOptional<z.ZodString>>,
);

export type CustomerFormValues = z.infer<typeof customerFormSchema>;

/** The form with the owners list (shown to those who may choose owners). */
export const customerSaveSchema = customerFormSchema.extend({
  intent: z.literal("save"),
  owners: z.union([z.string(), z.array(z.string())]).optional(),
  ownersShown: z.string().optional(),
});

/** The normalized customer and the owners, or the broken rules by field. */
export async function checkCustomerForm(user: SessionUser, raw: CustomerFormValues, form: FormData, current?: CustomerDetails) {
  const [rules, users] = await Promise.all([customerRules(user.companyId), companyUsers(user.companyId)]);
  const input = normalizeCustomer(raw);
  const errors = customerErrors(input, rules, { current, raw });
  // getAll: conform collapses one value to a string and drops empty ones we must see as "none".
  const owners = form.getAll("owners").map(String).filter(Boolean);
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors)) if (message) fieldErrors[field] = [message];
  // Owners posted are checked whether or not the form showed the list (issue 14): only active
  // users of the company, and, for those who may not choose owners, none but themselves.
  const may = canChooseOwners(user);
  const choosesOwners = may && (form.has("ownersShown") || owners.length > 0);
  if (choosesOwners && !owners.length) fieldErrors.owners = [CUSTOMER_MSG.selectOwners];
  else if (owners.some((o) => !users.some((u) => u.id === o))) fieldErrors.owners = [CUSTOMER_MSG.invalidOwner];
  else if (!may && owners.some((o) => o !== user.id)) fieldErrors.owners = [CUSTOMER_MSG.cannotChooseOwners];
  return {
    input,
    rules,
    owners,
    choosesOwners,
    allowedOwners: users.map((u) => u.id),
    fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : null,
  };
}
