// /inicio's "clientes ativos" (issue 19, P-dash) reads rm_customer_counts (active customers per
// company and owner set) instead of counting one row per customer. After customers created with one
// or several owners, archived, unarchived and given new owners: the table holds exactly the straight
// aggregate over the detail rows (rm_customer_profiles, rm_customer_owners), every scope counts what
// the old per-customer query counted (each customer once, however many of its owners are in the
// scope), the loader shows it to the manager (own, team, a vendor picked) and to a vendor in his own
// scope, and rebuilds in batches of 1, 7 and 5,000 give the live table.
import { expect, it } from "vitest";
import { sql } from "kysely";
import { dashboardLoader } from "../../app/lib/dashboard.server";
import { uuidv7 } from "../../eventstore/ids";
import { customerDecider, type CustomerCommand } from "../../domain/customer";
import { activeCustomerCount } from "../../projections/read-models/customer-profiles.queries";
import { customersProjection } from "../../projections/index";
import { rebuildProjections } from "../../projections/rebuild";
import { addVendor } from "../../scripts/demo-seed";
import { signIn, useAppServices } from "../support/app-session";
import { useSeededCompany } from "../support/seeded-company";

const fx = useSeededCompany();
useAppServices(fx);

/** The count as /inicio made it before rm_customer_counts: one row per active customer of the scope. */
async function straightCount(companyId: string, owners: string[] | null): Promise<number> {
  const scope = owners === null ? sql`true` : owners.length ? sql`o.owner_id in (${sql.join(owners)})` : sql`false`;
  const r = await sql<{ n: string }>`
    select count(*) as n from rm_customer_profiles c where c.company_id = ${companyId} and not c.archived
      and (${owners === null} or exists (select 1 from rm_customer_owners o where o.customer_id = c.id and ${scope}))`.execute(fx.db);
  return Number(r.rows[0]!.n);
}

/** rm_customer_counts as the detail rows say it should be (rows at 0 left out). */
async function countsFromDetail() {
  const r = await sql<{ r: string }>`
    select (company_id, owner_ids, count(*)::integer)::text as r from (
      select c.company_id, array(select o.owner_id from rm_customer_owners o where o.customer_id = c.id order by o.owner_id) as owner_ids
      from rm_customer_profiles c where not c.archived) x
    group by company_id, owner_ids order by 1`.execute(fx.db);
  return r.rows.map((x) => x.r);
}
const countsKept = async () =>
  (
    await sql<{ r: string }>`select (company_id, owner_ids, active)::text as r from rm_customer_counts where active <> 0 order by 1`.execute(fx.db)
  ).rows.map((x) => x.r);

it("active customers per owner set: equal to the detail rows for every scope, through the loader too", async () => {
  const { company, database, store, vendor } = fx;
  const manager = company.manager_id;
  const bia = await addVendor({ database, store }, company.id, manager, {
    name: "Bia Contagem",
    email: "bia.contagem@girassol.test",
    password: "Girassol123",
  });
  const everyone = [manager, vendor.id, bia];
  const send = (id: string, command: CustomerCommand) => fx.command(`customer-${id}`, customerDecider, command);
  const create = async (name: string, owners: string[]) => {
    const id = uuidv7();
    await send(id, { type: "CreateCustomer", customerId: id, name, ownerId: owners[0]!, owners, allowedOwners: everyone });
    return id;
  };
  const [m1, , v1, mv, vb, b1, mvb] = [
    await create("Só do gerente", [manager]),
    await create("Também do gerente", [manager]),
    await create("Do vendedor", [vendor.id]),
    await create("Gerente e vendedor", [manager, vendor.id]),
    await create("Vendedor e Bia", [bia, vendor.id]),
    await create("Da Bia", [bia]),
    await create("De todos", everyone),
  ];
  await send(m1!, { type: "ArchiveCustomer" });
  await send(b1!, { type: "ArchiveCustomer" });
  await send(b1!, { type: "UnarchiveCustomer" });
  await send(v1!, { type: "SetCustomerOwners", owners: [bia, manager], allowedOwners: everyone });
  // New owners while archived: it counts for them when it comes back, never for the old ones.
  await send(mv!, { type: "ArchiveCustomer" });
  await send(mv!, { type: "SetCustomerOwners", owners: [vendor.id], allowedOwners: everyone });
  await send(mv!, { type: "UnarchiveCustomer" });
  await send(vb!, { type: "SetCustomerOwners", owners: [vendor.id], allowedOwners: everyone });
  await send(mvb!, { type: "ArchiveCustomer" });
  expect(await fx.settle()).toBe(true);

  expect(await countsKept()).toEqual(await countsFromDetail());
  // A customer of two owners is one row of the table: a team holding both counts it once.
  const scopes: (string[] | null)[] = [null, [], [manager], [vendor.id], [bia], [manager, vendor.id], [vendor.id, bia], everyone];
  for (const owners of scopes) {
    const expected = await straightCount(company.id, owners);
    expect(await activeCustomerCount(fx.db, company.id, owners), JSON.stringify(owners)).toBe(expected);
  }
  expect(await straightCount(company.id, [vendor.id, bia])).toBeGreaterThan(1);

  // Through the loader: what /inicio shows for the manager's own, the whole company, a vendor picked, and a vendor himself.
  const totalOf = async (userId: string, path: string) => {
    const answer = await (await signIn(userId, company.id)).load(dashboardLoader, path);
    expect(answer.status, path).toBe(200);
    return (answer.data as { summary: { totalCustomers: number } }).summary.totalCustomers;
  };
  expect(await totalOf(manager, "/inicio")).toBe(await straightCount(company.id, [manager]));
  expect(await totalOf(manager, "/inicio?tipo=EQUIPE")).toBe(await straightCount(company.id, null));
  expect(await totalOf(manager, `/inicio?usuario=${vendor.id}`)).toBe(await straightCount(company.id, [vendor.id]));
  expect(await totalOf(vendor.id, "/inicio")).toBe(await straightCount(company.id, [vendor.id]));

  await fx.runner.stop();
  const live = await fx.snapshot(customersProjection.tables);
  expect(live.rm_customer_counts!.length).toBeGreaterThan(3);
  for (const batchSize of [1, 7, 5000]) {
    await rebuildProjections({ database, store, projections: [customersProjection], batchSize });
    expect(await fx.snapshot(customersProjection.tables), `batch ${batchSize}`).toEqual(live);
  }
}, 60_000);
