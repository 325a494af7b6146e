// The "customers" projection after real commands (created with every field, inline by name,
// edited, archived, unarchived, owners set): the live rows are what the commands said, and a
// rebuild from the first event gives identical tables.
import { describe, expect, it } from "vitest";
import { customersProjection } from "../../projections/index";
import { uuidv7 } from "../../eventstore/ids";
import { customerDecider, normalizeCustomer, type CustomerCommand, type CustomerRules } from "../../domain/customer";
import { useSeededCompany } from "../support/seeded-company";

const rules: CustomerRules = { reqEmailField: false, reqDocField: false, origins: ["Internet", "Indicação"] };

describe.each(["postgres", "pglite"] as const)("customers projection on %s", (kind) => {
  const fx = useSeededCompany({ kind });

  it("projects the commands and rebuilds to identical tables", async () => {
    const { db, runner, company, vendor } = fx;
    expect(fx.seeded).toBe(true);
    const send = async (customerId: string, command: CustomerCommand) =>
      (await fx.command(`customer-${customerId}`, customerDecider, command)).position;
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

    const row = await db.selectFrom("rm_customer_profiles").selectAll().where("id", "=", full).executeTakeFirstOrThrow();
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
    const owners = await db.selectFrom("rm_customer_owners").select("owner_id").where("customer_id", "=", full).orderBy("owner_id").execute();
    expect(owners.map((o) => o.owner_id).sort()).toEqual([vendor.id, company.manager_id].sort());
    const history = await db
      .selectFrom("rm_customer_history")
      .select(["event_type", "data"])
      .where("customer_id", "=", full)
      .orderBy("stream_position")
      .execute();
    expect(history.map((h) => h.event_type)).toEqual(["CustomerCreated", "CustomerEdited", "CustomerOwnersSet", "CustomerArchived"]);
    expect(history[1].data.changes.city).toEqual({ from: "Campinas", to: "Santos" });
    const inlineRow = await db.selectFrom("rm_customer_profiles").select(["archived", "email"]).where("id", "=", inline).executeTakeFirstOrThrow();
    expect(inlineRow).toEqual({ archived: false, email: "" });
    // The boards' picker (core rm_customers) follows the rename.
    const picker = await db.selectFrom("rm_customers").select("name").where("id", "=", full).executeTakeFirstOrThrow();
    expect(picker.name).toBe("Maria da Conceição");

    const { live, rebuilt } = await fx.rebuild(customersProjection.tables);
    expect(rebuilt).toEqual(live);
    expect(live.rm_customer_profiles.length).toBeGreaterThanOrEqual(2);
  });
});
