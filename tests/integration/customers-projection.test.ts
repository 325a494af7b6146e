// The "customers" projection after real commands (created with every field, inline by name,
// edited, archived, unarchived, owners set): the live rows are what the commands said, and a
// rebuild from the first event gives identical tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { ProjectionRunner } from "../../projections/runner";
import { rebuildProjections } from "../../projections/rebuild";
import { allProjections, customersProjection } from "../../projections/index";
import { seedDemoIfEmpty } from "../../scripts/demo-seed";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import { customerDecider, normalizeCustomer, type CustomerCommand, type CustomerRules } from "../../domain/customer";

async function snapshot(database: TestDatabase) {
  const out: Record<string, unknown[]> = {};
  for (const table of customersProjection.tables) {
    const { rows } = await sql<{ r: string }>`select t::text as r from ${sql.table(table)} t order by 1`.execute(
      database.db,
    );
    out[table] = rows.map((x) => x.r);
  }
  return out;
}

const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: ["Internet", "Indicação"] };

describe.each(["postgres", "pglite"] as const)("customers projection on %s", (kind) => {
  let database: TestDatabase;
  let store: EventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = createPostgresEventStore(database);
    runner = new ProjectionRunner({ database, store, projections: allProjections, log: () => {} });
    await runner.start();
    expect(await seedDemoIfEmpty({ database, store, runner })).toBe(true);
  });
  afterAll(async () => {
    await runner?.stop();
    await store?.close();
    await database?.drop();
  });

  it("projects the commands and rebuilds to identical tables", async () => {
    const db = database.db;
    const company = await db.selectFrom("rm_companies").select(["id", "manager_id"]).executeTakeFirstOrThrow();
    const vendor = await db.selectFrom("rm_users").select("id").where("role", "=", "VENDOR").executeTakeFirstOrThrow();
    const send = async (customerId: string, command: CustomerCommand) =>
      (
        await handleCommand(store, {
          streamId: `customer-${customerId}`,
          decider: customerDecider,
          command,
          commandId: uuidv7(),
          ctx: commandContext(company.manager_id, company.id),
          newId: () => uuidv7(),
        })
      ).position;

    const full = uuidv7();
    const maria = normalizeCustomer({
      name: "Maria Conceição",
      email: "maria@exemplo.com",
      document: "529.982.247-25",
      postalCode: "13015-001",
      phone: "(19) 98765-4321",
      uf: "SP",
      city: "campinas",
      origin: "Internet",
      income: "3.500,00",
      street: "Rua A",
      number: "10",
      personInChargeName: "João",
      personInChargeCpf: "111.444.777-35",
      observations: "Prefere contato à tarde.",
    });
    await send(full, {
      type: "CreateCustomer",
      customerId: full,
      name: maria.name,
      ownerId: company.manager_id,
      details: maria.details,
      rules,
    });
    await send(full, {
      type: "EditCustomer",
      name: "Maria da Conceição",
      details: { ...maria.details, city: "Santos", income: "4000.00" },
      rules,
    });
    await send(full, {
      type: "SetCustomerOwners",
      owners: [vendor.id, company.manager_id],
      allowedOwners: [vendor.id, company.manager_id],
    });
    await send(full, { type: "ArchiveCustomer" });
    const inline = uuidv7();
    await send(inline, { type: "CreateCustomer", customerId: inline, name: "José Inline", ownerId: vendor.id });
    await send(inline, { type: "ArchiveCustomer" });
    const last = await send(inline, { type: "UnarchiveCustomer" });
    expect(await runner.waitFor(last!, { timeoutMs: 10_000 })).toBe(true);

    const row = await db
      .selectFrom("rm_customer_profiles")
      .selectAll()
      .where("id", "=", full)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Maria da Conceição",
      city: "Santos",
      uf: "SP",
      document: "52998224725",
      postal_code: "13015001",
      archived: true,
      person_in_charge_cpf: "11144477735",
      observations: "Prefere contato à tarde.",
    });
    expect(Number(row.income)).toBe(4000);
    expect(row.search_text).toContain("maria da conceicao");
    const owners = await db
      .selectFrom("rm_customer_owners")
      .select("owner_id")
      .where("customer_id", "=", full)
      .orderBy("owner_id")
      .execute();
    expect(owners.map((o) => o.owner_id).sort()).toEqual([vendor.id, company.manager_id].sort());
    const history = await db
      .selectFrom("rm_customer_history")
      .select(["event_type", "data"])
      .where("customer_id", "=", full)
      .orderBy("stream_position")
      .execute();
    expect(history.map((h) => h.event_type)).toEqual([
      "CustomerCreated",
      "CustomerEdited",
      "CustomerOwnersSet",
      "CustomerArchived",
    ]);
    expect(history[1].data.changes.city).toEqual({ from: "Campinas", to: "Santos" });
    const inlineRow = await db
      .selectFrom("rm_customer_profiles")
      .select(["archived", "email"])
      .where("id", "=", inline)
      .executeTakeFirstOrThrow();
    expect(inlineRow).toEqual({ archived: false, email: "" });
    // The boards' picker (core rm_customers) follows the rename.
    const picker = await db.selectFrom("rm_customers").select("name").where("id", "=", full).executeTakeFirstOrThrow();
    expect(picker.name).toBe("Maria da Conceição");

    const live = await snapshot(database);
    await runner.stop();
    await rebuildProjections({ database, store, projections: allProjections });
    expect(await snapshot(database)).toEqual(live);
    expect(live.rm_customer_profiles.length).toBeGreaterThanOrEqual(2);
  });
});
