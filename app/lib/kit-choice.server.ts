// Kit choice (spec part 3 §2 "use mode"): /kits/escolha/:uid/:pid/:power/:powerGenUc/:powerNonPeak/
// :powerPeak/:demand/:targetPower/:ownerId/:distance/:location(/:preVendor) and /kits/fornecedores/
// with the same parameters. The kits whose power (kWp) is within ±range % of :targetPower (kWp; "5,5"
// or "5.5"), filtered by supplier, voltage, installation type and inverter type (a GET form, so it
// works without JS), cheapest per kWp first; the suppliers the company disabled are left out.
// /kits/fornecedores lists distributors' kits only (not the company's own, PRÓPRIO).
// When :pid is a proposal the user may see, "Escolher" is a POST form sending ChooseKit
// (kit-choice-action.server.ts); another :pid (0: the kit choice opened on its own) keeps the GET
// link back to the same page with ?kitId=<id>, which shows the chosen kit. A proposal id the user
// may not see is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { INVERTER_TYPES, KIT_FIXATIONS, KIT_SUPPLIERS, KIT_VOLTAGES, OWN_SUPPLIER } from "../../domain/kit/fields";
import { UUID_RE } from "../../domain/shared/ids";
import { chooseKits } from "../../projections/read-models/kits.queries";
import { requireUser } from "./auth.server";
import { newCommandId } from "./commands.server";
import { requireProposal } from "./proposal-access.server";
import { forbidden, notFound } from "./http.server";
import { canSeeKitsOf, kitOwnerFor } from "./kit-access";
import { parseTypedNumber } from "./kit-forms";
import { kitRowOf } from "./kit-rows";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

/** The range choices (± % of the target power); 10 % by default. */
export const KIT_RANGES = [5, 10, 20, 30, 50, 100] as const;
export const DEFAULT_KIT_RANGE = 10;

const oneOf = (list: readonly string[], v: string | null) => (v && list.includes(v) ? v : "");

export async function kitChoiceLoader({ request, params }: LoaderFunctionArgs, mode: "escolha" | "fornecedores") {
  const user = await requireUser(request);
  const uid = params.uid ?? "";
  if (!UUID_RE.test(uid)) throw notFound();
  // Whose kits: the signed-in user's (or his manager's when he uses them); another user's only for who may see that list.
  const ownerId = uid === user.id ? kitOwnerFor(user) : uid;
  if (!canSeeKitsOf(user, ownerId)) throw forbidden();
  const proposal = UUID_RE.test(params.pid ?? "") ? await requireProposal(user, params.pid) : null;
  const url = new URL(request.url);
  const q = url.searchParams;
  const target = parseTypedNumber(params.targetPower);
  const targetPower = Number.isFinite(target) && target > 0 ? target : null;
  const rangeParam = Number(q.get("range"));
  const range = (KIT_RANGES as readonly number[]).includes(rangeParam) ? rangeParam : DEFAULT_KIT_RANGE;
  const filters = {
    supplier: oneOf(KIT_SUPPLIERS, q.get("supplier")),
    kitVoltage: oneOf(KIT_VOLTAGES, q.get("kitVoltage")),
    kitFixation: oneOf(KIT_FIXATIONS, q.get("kitFixation")),
    type: oneOf(INVERTER_TYPES, q.get("type")),
  };
  const settings = await getCompanySettings(user.companyId);
  const disabledSuppliers = [...settings.disabledSuppliers, ...(mode === "fornecedores" ? [OWN_SUPPLIER] : [])];
  const { database } = await services();
  const rows = targetPower
    ? await chooseKits(database.db, user.companyId, {
        ownerId,
        minKwp: Math.max(0, (targetPower * (100 - range)) / 100),
        maxKwp: (targetPower * (100 + range)) / 100,
        supplier: filters.supplier || undefined,
        voltage: filters.kitVoltage || undefined,
        fixation: filters.kitFixation || undefined,
        inverterType: filters.type || undefined,
        disabledSuppliers,
      })
    : [];
  const chosenId = q.get("kitId");
  const kits = rows.map(kitRowOf);
  return {
    user,
    mode,
    path: url.pathname,
    pid: params.pid ?? "0",
    proposalId: proposal?.id ?? null,
    commandId: proposal ? newCommandId() : null,
    targetPower,
    range,
    filters,
    suppliers: KIT_SUPPLIERS.filter((s) => !disabledSuppliers.includes(s)),
    kits,
    chosen: chosenId ? (kits.find((k) => k.id === chosenId) ?? null) : null,
  };
}
