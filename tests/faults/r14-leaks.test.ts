// Issue 14, findings 5 and 9, through plain HTTP form posts on the real app:
// - owners posted on the customer form are checked whether or not `ownersShown` is posted: a user
//   of another company, or an id that is nobody, is a field error and appends nothing;
// - the audit export (the route, as the manager downloads it) leaves out a vendor's private note
//   and says how many records it left out; the item's time travel shows no note at all;
// - an e-mail taken in another company gets the neutral "Não foi possível usar este e-mail." (no
//   enumeration across companies, credentials being global); one of the same company the specific
//   "Este e-mail já é de um colaborador da empresa.".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { startApp, WebSession, eventCount, type AppServer } from "./support/app-server";
import { registerCompany } from "../../scripts/demo-seed";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { uuidv7 } from "../../eventstore/ids";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { noteDecider, noteStreamId } from "../../domain/note";

let app: AppServer;
let manager: WebSession;
let managerId: string;
let foreignManagerId: string;

beforeAll(async () => {
  app = await startApp();
  manager = new WebSession(app.baseUrl);
  await manager.signIn("gerente@girassol.demo", "Girassol123");
  managerId = (await app.database.db.selectFrom("rm_users").select("id").where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow()).id;
  const store = createPostgresEventStore(app.database);
  try {
    const other = await registerCompany(
      { database: app.database, store },
      { name: "Outra Solar", plan: "ENTERPRISE", manager: { name: "Outro Gerente", email: "outro@girassol.test", password: "Girassol123" } },
    );
    foreignManagerId = other.managerId;
  } finally {
    await store.close();
  }
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

async function customerEvents(name: string) {
  const { rows } = await sql<{
    n: string;
  }>`select count(*)::text as n from events where type = 'CustomerCreated' and data->>'name' = ${name}`.execute(app.database.db);
  return Number(rows[0]!.n);
}

describe("customer owners (finding 5)", () => {
  it.each([
    ["a user of another company, without ownersShown", () => foreignManagerId, false],
    ["an id that is nobody, without ownersShown", () => uuidv7(), false],
    ["a user of another company, with ownersShown", () => foreignManagerId, true],
  ] as const)("new customer with %s: field error, no event", async (_, owner, shown) => {
    const name = `Cliente Dono Estranho ${uuidv7().slice(-6)}`;
    const before = await eventCount(app.database);
    const fields: [string, string][] = [
      ["csrf", manager.csrf],
      ["commandId", uuidv7()],
      ["intent", "save"],
      ["name", name],
      ["owners", owner()],
    ];
    if (shown) fields.push(["ownersShown", "1"]);
    const r = await manager.post("/cliente/cadastro", fields);
    expect(r.status, r.body.slice(0, 300)).toBe(400);
    expect(r.body).toContain("Responsável inválido.");
    expect(await customerEvents(name)).toBe(0);
    expect(await eventCount(app.database)).toBe(before);
  });

  it("an edit with a foreign owner and no ownersShown: field error, owners unchanged", async () => {
    const name = `Cliente Editado ${uuidv7().slice(-6)}`;
    const created = await manager.post("/cliente/cadastro", [
      ["csrf", manager.csrf],
      ["commandId", uuidv7()],
      ["intent", "save"],
      ["name", name],
    ]);
    expect(created.status, created.body.slice(0, 300)).toBe(302);
    const id = /\/cliente\/editar\/([0-9a-f-]{36})/.exec(created.location ?? "")![1]!;
    const r = await manager.post(`/cliente/editar/${id}`, [
      ["csrf", manager.csrf],
      ["commandId", uuidv7()],
      ["intent", "save"],
      ["name", name],
      ["owners", foreignManagerId],
    ]);
    expect(r.status, r.body.slice(0, 300)).toBe(400);
    expect(r.body).toContain("Responsável inválido.");
    const { rows } = await sql<{
      n: string;
    }>`select count(*)::text as n from events where stream_id = ${`customer-${id}`} and type = 'CustomerOwnersSet'`.execute(app.database.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe("e-mail already in use (finding 9)", () => {
  it("the account form: neutral for another company's e-mail, specific for a colleague's", async () => {
    const post = (email: string) =>
      manager.post(`/conta/info/${managerId}`, [
        ["csrf", manager.csrf],
        ["commandId", uuidv7()],
        ["name", "Gerente Demo"],
        ["email", email],
      ]);
    const foreign = await post("outro@girassol.test");
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain("Não foi possível usar este e-mail.");
    expect(foreign.body).not.toContain("já cadastrado");
    const colleague = await post("vendedor@girassol.demo");
    expect(colleague.status).toBe(400);
    expect(colleague.body).toContain("Este e-mail já é de um colaborador da empresa.");
  });

  it("the collaborator form: neutral for another company's e-mail, specific for a colleague's", async () => {
    const post = (email: string) =>
      manager.post(`/colaboradores/${managerId}`, [
        ["csrf", manager.csrf],
        ["commandId", uuidv7()],
        ["intent", "create-vendor"],
        ["name", "Novo Vendedor"],
        ["email", email],
        ["password", "Senha-forte-123"],
      ]);
    const before = await eventCount(app.database);
    const foreign = await post("OUTRO@girassol.test");
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain("Não foi possível usar este e-mail.");
    expect(foreign.body).not.toContain("já cadastrado");
    const colleague = await post("vendedor@girassol.demo");
    expect(colleague.status).toBe(400);
    expect(colleague.body).toContain("Este e-mail já é de um colaborador da empresa.");
    expect(await eventCount(app.database)).toBe(before);
  });
});

describe("private notes in the audit pages (finding 3)", () => {
  it("the manager's export leaves out the vendor's private note and counts it; the item's time travel shows no note", async () => {
    const db = app.database.db;
    const vendor = await db
      .selectFrom("rm_users")
      .select(["id", "company_id"])
      .where("email", "=", "vendedor@girassol.demo")
      .executeTakeFirstOrThrow();
    const item = await db.selectFrom("rm_items").select("id").where("company_id", "=", vendor.company_id).executeTakeFirstOrThrow();
    const store = createPostgresEventStore(app.database);
    const noteId = uuidv7();
    try {
      await handleCommand(store, {
        streamId: noteStreamId(noteId),
        decider: noteDecider,
        commandId: uuidv7(),
        ctx: commandContext(vendor.id, vendor.company_id),
        newId: () => uuidv7(),
        command: {
          type: "CreateNote",
          noteId,
          itemId: item.id,
          noteText: "SEGREDO-DA-AUDITORIA",
          noteType: null,
          isPrivate: true,
          schedule: null,
          allowedNoteTypes: [],
        },
      });
    } finally {
      await store.close();
    }
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const exported = await manager.get(`/auditoria/exportacao-arquivo?de=2000-01-01&ate=${today}&formato=jsonl`);
    expect(exported.status, exported.body.slice(0, 300)).toBe(200);
    expect(exported.body).not.toContain("SEGREDO-DA-AUDITORIA");
    expect(exported.body).not.toContain(noteId);
    const end = JSON.parse(exported.body.trim().split("\n").pop()!);
    expect(end).toMatchObject({ kind: "end", privateOmitted: 1, notice: "1 registro privado omitido" });
    const travel = await manager.get(`/auditoria/item/${item.id}`);
    expect(travel.status).toBe(200);
    expect(travel.body).not.toContain("SEGREDO-DA-AUDITORIA");
  });
});
