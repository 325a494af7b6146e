// The "customers" projection: rm_customer_profiles (every field, archived flag, a search column
// without accents or case), rm_customer_owners (one row per owner, for the data scopes) and
// rm_customer_history (each event's data; the pt-BR line is written when shown, with the current
// names of actor and owners, so this projection never reads another projection's tables) and
// rm_customer_counts (active customers per owner set, /inicio's count: customer-counts.ts).
import { addressFields, emptyDetails, type CustomerDetails, type CustomerEvent } from "../../domain/customer";
import { normalizeSearch } from "../../domain/shared";
import type { Selectable, Transaction, UpdateObject } from "kysely";
import type { DB } from "../../db/schema";
import type { RecordedEvent } from "../../eventstore/types";
import { insertRows, jsonb } from "../bulk-sql";
import { bulkHandler, type Recorded, type TypedHandlers } from "../types";
import { countCustomers, recounted } from "./customer-counts";

/** What the search box matches: name, e-mail, document, phones, city (lowercase, no accents). */
export function customerSearchText(name: string, d: CustomerDetails): string {
  return normalizeSearch([name, d.email, d.document, d.phone, d.whatsapp, d.city, d.uf].filter(Boolean).join(" "));
}

function columns(d: CustomerDetails) {
  return {
    email: d.email,
    phone: d.phone,
    whatsapp: d.whatsapp,
    cpf_cnpj_switch: d.cpfCnpjSwitch,
    document: d.document,
    rg: d.rg,
    nationality: d.nationality,
    profession: d.profession,
    postal_code: d.postalCode,
    ...addressFields(d),
    person_in_charge_name: d.personInCharge.name,
    person_in_charge_cpf: d.personInCharge.cpf,
    observations: d.observations,
    income: d.income,
    origin: d.origin,
  };
}

/** The stored profile back in the domain's shape (to apply an edit's changes). */
export function detailsOfRow(r: Selectable<DB["rm_customer_profiles"]>): CustomerDetails {
  return {
    email: r.email,
    phone: r.phone,
    whatsapp: r.whatsapp,
    cpfCnpjSwitch: r.cpf_cnpj_switch,
    document: r.document,
    rg: r.rg,
    nationality: r.nationality,
    profession: r.profession,
    postalCode: r.postal_code,
    uf: r.uf,
    city: r.city,
    address: r.address,
    addressDetail: { street: r.street, number: r.number, district: r.district, complement: r.complement },
    personInCharge: { name: r.person_in_charge_name, cpf: r.person_in_charge_cpf },
    observations: r.observations,
    income: r.income === null ? null : Number(r.income).toFixed(2),
    origin: r.origin,
  };
}

const customerIdOf = (e: RecordedEvent) => e.streamId.slice("customer-".length);

async function setOwners(trx: Transaction<DB>, customerId: string, companyId: string, owners: string[]) {
  await trx.deleteFrom("rm_customer_owners").where("customer_id", "=", customerId).execute();
  if (owners.length) {
    await trx
      .insertInto("rm_customer_owners")
      .values([...new Set(owners)].map((owner_id) => ({ customer_id: customerId, owner_id, company_id: companyId })))
      .execute();
  }
}

const history = async (trx: Transaction<DB>, e: Recorded<CustomerEvent>) => {
  await trx
    .insertInto("rm_customer_history")
    .values({
      customer_id: customerIdOf(e),
      stream_position: e.streamPosition,
      company_id: e.metadata.companyId,
      event_type: e.type,
      actor_id: e.metadata.actorId,
      occurred_at: e.metadata.occurredAt,
      data: jsonb(e.data),
    })
    .execute();
};

/** A change to an existing customer: its profile columns (and updated_at), then its history row. */
async function changed(trx: Transaction<DB>, e: Recorded<CustomerEvent>, set: UpdateObject<DB, "rm_customer_profiles">) {
  await trx
    .updateTable("rm_customer_profiles")
    .set({ ...set, updated_at: e.metadata.occurredAt })
    .where("id", "=", customerIdOf(e))
    .execute();
  await history(trx, e);
}

/**
 * CustomerCreated in bulk: the run's profiles, owners and history rows in three INSERTs (it was four
 * statements per customer: docs/performance.md, P2). A created customer is new (its stream's first
 * event), so it has no owner rows to replace yet; the other events stay per event (they read the row).
 */
const customersCreated = bulkHandler<Recorded<CustomerEvent, "CustomerCreated">>(async (trx, events) => {
  const profiles = [];
  const owners = [];
  const histories = [];
  for (const e of events) {
    const d = e.data;
    const { companyId, occurredAt } = e.metadata;
    const details: CustomerDetails = { ...emptyDetails(), ...(d.details ?? {}) };
    profiles.push({
      id: d.customerId,
      company_id: companyId,
      name: d.name,
      search_text: customerSearchText(d.name, details),
      ...columns(details),
      archived: false,
      registered_by: d.ownerId,
      registered_at: occurredAt,
      updated_at: occurredAt,
    });
    for (const owner_id of new Set(d.owners ?? [d.ownerId])) owners.push({ customer_id: d.customerId, owner_id, company_id: companyId });
    histories.push({
      customer_id: customerIdOf(e),
      stream_position: e.streamPosition,
      company_id: companyId,
      event_type: e.type,
      actor_id: e.metadata.actorId,
      occurred_at: occurredAt,
      data: e.data,
    });
  }
  await insertRows(trx, "rm_customer_profiles", profiles);
  await insertRows(trx, "rm_customer_owners", owners);
  await insertRows(trx, "rm_customer_history", histories);
  await countCustomers(
    trx,
    profiles.map((p) => p.id),
    1,
  );
});

export const customerProfileHandlers: TypedHandlers<CustomerEvent> = {
  CustomerCreated: customersCreated,
  async CustomerEdited(trx, e) {
    const id = customerIdOf(e);
    const row = await trx.selectFrom("rm_customer_profiles").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return;
    let name = row.name;
    const details = detailsOfRow(row);
    for (const [key, change] of Object.entries(e.data.changes)) {
      if (key === "name") name = change.to as string;
      else Object.assign(details, { [key]: change.to });
    }
    await changed(trx, e, { name, search_text: customerSearchText(name, details), ...columns(details) });
  },
  // The three changes that move a customer in or out of rm_customer_counts' rows.
  async CustomerArchived(trx, e) {
    await recounted(trx, customerIdOf(e), () => changed(trx, e, { archived: true }));
  },
  async CustomerUnarchived(trx, e) {
    await recounted(trx, customerIdOf(e), () => changed(trx, e, { archived: false }));
  },
  async CustomerOwnersSet(trx, e) {
    await recounted(trx, customerIdOf(e), async () => {
      await setOwners(trx, customerIdOf(e), e.metadata.companyId, e.data.to);
      await changed(trx, e, {});
    });
  },
};
