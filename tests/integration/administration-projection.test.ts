// Administration round trip on a real database: collaborators, permission flags, teams, plan and
// status, and every settings group go through their commands into the read models, and a rebuild
// from the log gives identical rows (core and administration projections).
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { administrationProjection, allProjections, coreProjection } from "../../projections/index";
import { addVendor, registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { companyDecider, slugDecider, type CompanyCommand } from "../../domain/company";

describe("administration read models", () => {
  const fx = useSeededCompany({ seed: false });

  it("round-trips every group and rebuilds to identical tables", async () => {
    const { database, store, runner } = fx;
    const deps = { database, store };
    const { companyId, managerId } = await registerCompany(deps, {
      name: "Solar Admin",
      plan: "ENTERPRISE",
      manager: { name: "Gerente Admin", email: "g@admin.test", password: "Admin1234" },
    });
    const v1 = await addVendor(deps, companyId, managerId, {
      name: "Ana Vendas",
      email: "ana@admin.test",
      password: "Admin1234",
    });
    const v2 = await addVendor(deps, companyId, managerId, { name: "Beto Vendas", email: "beto@admin.test", password: "Admin1234" }, new Date(), {});
    const manager = { actorId: managerId, companyId };
    const run = async (command: CompanyCommand) => (await fx.command(`company-${companyId}`, companyDecider, command, manager)).position!;
    const teamId = uuidv7(),
      serviceId = uuidv7();
    await run({
      type: "SetVendorPermissions",
      vendorId: v2,
      permissions: { projectKanban: true, projectManager: true },
    });
    await run({ type: "EditUser", userId: v1, name: "Ana Lima", email: "ana@admin.test" });
    await run({ type: "CreateTeam", team: { id: teamId, name: "Equipe Sul", leaderId: v1, memberIds: [v2] } });
    await run({ type: "SetOrigins", values: ["Google", "Indicação"] });
    await run({ type: "SetSalesLostReasons", values: ["Preço alto", "Sem crédito"] });
    await run({ type: "SetNoteTypes", values: ["Visita"] });
    await run({ type: "SetStandardFolders", values: ["Contratos", "Fotos"] });
    await run({ type: "SetHiddenMenus", hiddenMenus: ["KITS"] });
    await run({ type: "SetPreferences", preferences: { validity: 30, reqEmailField: true } });
    await run({ type: "SetVendorPriceEdit", vendorPriceEdit: true });
    await run({ type: "SetSecuritySettings", security: { sessionIdleMinutes: 45, fileRetentionDays: 90 } });
    await run({ type: "AddAfterSalesService", serviceId, service: { name: "Limpeza de painéis", type: "SERVICE" } });
    await fx.command("proposal-slug-solar-admin", slugDecider, { type: "ReserveSlug", slug: "solar-admin" }, manager);
    await run({ type: "SetProposalSlug", slug: "solar-admin" });
    await run({ type: "DeactivateVendor", vendorId: v2 });
    await run({ type: "ChangePlan", plan: "BASIC" });
    const last = await run({ type: "SetAccountStatus", statusOk: false });
    expect(await runner.waitFor(last, { timeoutMs: 10_000 })).toBe(true);

    const db = database.db;
    const users = await db
      .selectFrom("rm_users")
      .select(["id", "name", "active", "permissions"])
      .where("company_id", "=", companyId)
      .orderBy("name")
      .execute();
    expect(users.find((u) => u.id === v1)).toMatchObject({
      name: "Ana Lima",
      active: true,
      permissions: { customersList: true, proposalsList: true, salesKanban: true, preSalesKanban: true },
    });
    expect(users.find((u) => u.id === v2)).toMatchObject({
      active: false,
      permissions: { projectKanban: true, projectManager: true },
    });
    expect(
      await db.selectFrom("rm_companies").select(["plan", "status_ok", "sales_lost_reasons"]).where("id", "=", companyId).executeTakeFirst(),
    ).toEqual({ plan: "BASIC", status_ok: false, sales_lost_reasons: ["Preço alto", "Sem crédito"] });
    expect(await db.selectFrom("rm_teams").select(["name", "leader_id"]).where("company_id", "=", companyId).execute()).toEqual([
      { name: "Equipe Sul", leader_id: v1 },
    ]);
    expect(await db.selectFrom("rm_team_members").select("user_id").where("team_id", "=", teamId).execute()).toEqual([{ user_id: v2 }]);
    const settings = (await db.selectFrom("rm_company_settings").select("settings").where("company_id", "=", companyId).executeTakeFirstOrThrow())
      .settings as any;
    expect(settings.origins).toEqual(["Google", "Indicação"]);
    expect(settings.noteTypes).toEqual(["Visita"]);
    expect(settings.stdFolders).toEqual(["Contratos", "Fotos"]);
    expect(settings.hiddenMenus).toEqual(["KITS"]);
    expect(settings.preferences).toMatchObject({
      validity: 30,
      reqEmailField: true,
      simultFactorResidential: 30,
      importWindow: 24,
    });
    expect(settings.vendorPriceEdit).toBe(true);
    expect(settings.security).toEqual({ sessionIdleMinutes: 45, fileRetentionDays: 90 });
    expect(settings.proposalSlug).toBe("solar-admin");
    expect(await db.selectFrom("rm_proposal_slugs").selectAll().execute()).toEqual([{ slug: "solar-admin", company_id: companyId }]);
    expect(await db.selectFrom("rm_after_sales_services").select(["name", "type"]).execute()).toEqual([
      { name: "Limpeza de painéis", type: "SERVICE" },
    ]);

    // Secrets never in events: no password hash or password anywhere in the log.
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from events where data::text ~ 'scrypt|Admin1234'`.execute(db);
    expect(Number(rows[0].n)).toBe(0);

    const { live, rebuilt } = await fx.rebuild([...coreProjection.tables, ...administrationProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
  });
});
