// /kits/lista/:uid: a user's kits (display mode, spec part 3 §2). A vendor whose company uses the
// manager's kits sees the manager's list, without the register link unless he holds kitsManager.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { UUID_RE } from "../../../domain/shared/ids";
import { listKits } from "../../../projections/read-models/kits.queries";
import { requireUser } from "~/lib/auth.server";
import { forbidden, notFound } from "~/lib/http.server";
import { canEditKit, canRegisterKits, canSeeKitsOf } from "~/lib/kit-access";
import { services } from "~/lib/services.server";

export async function kitListLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const uid = params.uid ?? "";
  if (!UUID_RE.test(uid)) throw notFound();
  if (!canSeeKitsOf(user, uid)) throw forbidden();
  const { database } = await services();
  const owner = await database.db
    .selectFrom("rm_users")
    .select(["id", "name"])
    .where("id", "=", uid)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  if (!owner) throw notFound();
  const kits = await listKits(database.db, user.companyId, uid);
  return {
    user,
    owner,
    canRegister: canRegisterKits(user),
    kits: kits.map((k) => ({
      id: k.id,
      name: k.name,
      supplier: k.supplier,
      code: k.code,
      powerKwp: k.power_kwp,
      kitPrice: k.kit_price,
      pricePerKwp: k.price_per_kwp,
      kitVoltage: k.kit_voltage,
      kitFixation: k.kit_fixation,
      inverterType: k.inverter_type,
      available: k.available,
      modules: k.modules.map((m) => `${m.quantity} × ${m.manufacturer} ${m.model} (${m.power} Wp)`),
      inverters: k.inverters.map((i) => `${i.quantity} × ${i.iManufacturer} ${i.iModel}`),
      editable: canEditKit(user, k.owner_id),
    })),
  };
}
