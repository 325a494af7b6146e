// Demo data for the embedded default: company "Demo Solar" (ENTERPRISE), a manager and a vendor
// (password Girassol123), customers and sales spread over the columns. Everything goes through
// commands, so it is real events; only the password hashes go to the credentials table.
import { generateNKeysBetween } from "fractional-indexing";
import type { Database } from "../db/connect";
import { boardDecider } from "../domain/board";
import { companyDecider } from "../domain/company";
import { customerDecider } from "../domain/customer";
import { itemDecider } from "../domain/item";
import { BOARD_TYPES, DEFAULT_COLUMNS } from "../domain/shared";
import { uuidv7 } from "../eventstore/ids";
import type { EventStore, Position } from "../eventstore/types";
import { hashPassword } from "../db/password";
import type { PermissionSet } from "../domain/shared/permissions";
import { adminDecider } from "../domain/company";
import { seedDemoTables } from "./demo-seed-tables";
import { seedDemoCatalogue } from "./demo-seed-catalogue";
import { seedDemoKits } from "./demo-seed-kits";
import type { KitFields } from "../domain/kit";
import { seedCommand } from "./demo-seed-command";
import { seedStory } from "./demo-seed-story";

export const DEMO = {
  company: "Demo Solar",
  manager: { name: "Gerente Demo", email: "gerente@girassol.demo" },
  vendor: { name: "Vendedor Demo", email: "vendedor@girassol.demo" },
  admin: { name: "Admin Girassol", email: "admin@girassol.demo" },
  password: "Girassol123",
};

interface Deps {
  database: Database;
  store: EventStore;
  runner?: { waitFor(p: Position, o?: { timeoutMs?: number }): Promise<boolean> };
  log?: (message: string) => void;
}

/** Registers a company with its manager and every board with default columns; returns the ids (columns: SALES). */
export async function registerCompany(
  deps: Deps,
  input: { name: string; plan: "BASIC" | "ENTERPRISE"; manager: { name: string; email: string; password: string } },
  at = new Date(),
) {
  const companyId = uuidv7(),
    managerId = uuidv7();
  const manager = { id: managerId, name: input.manager.name, email: input.manager.email.toLowerCase() };
  await deps.database.db
    .insertInto("credentials")
    .values({
      user_id: managerId,
      company_id: companyId,
      email: manager.email,
      password_hash: await hashPassword(input.manager.password),
    })
    .execute();
  await seedCommand(
    deps.store,
    managerId,
    companyId,
    `company-${companyId}`,
    companyDecider,
    { type: "RegisterCompany", name: input.name, plan: input.plan, manager },
    at,
  );
  // Every board type gets its board and default columns; the plan decides who may open it.
  type Columns = { columnId: string; title: string; inactivityWindow: number; sortKey: string }[];
  let columns: Columns = [];
  const boards: Partial<Record<(typeof BOARD_TYPES)[number], Columns>> = {};
  let position: Position | null = null;
  for (const boardType of BOARD_TYPES) {
    const defaults = DEFAULT_COLUMNS[boardType];
    const keys = generateNKeysBetween(null, null, defaults.length);
    const cols = defaults.map((c, i) => ({
      columnId: uuidv7(),
      title: c.title,
      inactivityWindow: c.inactivityWindow,
      sortKey: keys[i],
    }));
    position = await seedCommand(
      deps.store,
      managerId,
      companyId,
      `board-${companyId}-${boardType}`,
      boardDecider,
      { type: "CreateBoard", boardType, columns: cols },
      at,
    );
    if (boardType === "SALES") columns = cols;
    boards[boardType] = cols;
  }
  return { companyId, managerId, columns, boards, position };
}

/** A sales vendor's flags: customers and proposals lists, the sales and pre-sales boards. */
export const SALES_VENDOR_PERMISSIONS: PermissionSet = {
  customersList: true,
  proposalsList: true,
  salesKanban: true,
  preSalesKanban: true,
  historyView: true,
};

export async function addVendor(
  deps: Deps,
  companyId: string,
  actorId: string,
  v: { name: string; email: string; password: string },
  at = new Date(),
  permissions: PermissionSet = SALES_VENDOR_PERMISSIONS,
) {
  const id = uuidv7();
  const email = v.email.toLowerCase();
  await deps.database.db
    .insertInto("credentials")
    .values({ user_id: id, company_id: companyId, email, password_hash: await hashPassword(v.password) })
    .execute();
  await seedCommand(
    deps.store,
    actorId,
    companyId,
    `company-${companyId}`,
    companyDecider,
    { type: "AddVendor", vendor: { id, name: v.name, email }, permissions },
    at,
  );
  return id;
}

/** A platform administrator (part 1 §1: separate admin login at /admin1). */
export async function registerAdmin(deps: Deps, a: { name: string; email: string; password: string }, at = new Date()) {
  const id = uuidv7();
  const email = a.email.trim().toLowerCase();
  await deps.database.db
    .insertInto("admin_credentials")
    .values({ admin_id: id, email, password_hash: await hashPassword(a.password) })
    .execute();
  return seedCommand(
    deps.store,
    id,
    "00000000-0000-0000-0000-000000000000",
    `admin-${id}`,
    adminDecider,
    { type: "RegisterAdmin", id, name: a.name, email },
    at,
  );
}

/**
 * `story`: the embedded default's 12-month story on top (demo-seed-story.ts, ADR 021); the company
 * is then registered 400 days back so time travel finds its boards. Without it (SEED_DEMO=1 of the
 * e2e suite) the demo is exactly the small one the specs count.
 */
export async function seedDemoIfEmpty(deps: Deps, options: { story?: boolean } = {}): Promise<boolean> {
  const any = await deps.database.db.selectFrom("streams").select("stream_id").limit(1).executeTakeFirst();
  if (any) return false;
  const now = Date.now();
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(now - daysAgo * day);

  const story = options.story === true;
  const { companyId, managerId, columns, boards } = await registerCompany(
    deps,
    { name: DEMO.company, plan: "ENTERPRISE", manager: { ...DEMO.manager, password: DEMO.password } },
    at(story ? 400 : 30),
  );
  const vendorId = await addVendor(deps, companyId, managerId, { ...DEMO.vendor, password: DEMO.password }, at(story ? 399 : 29));

  const customers = ["Ana Souza", "Bruno Lima", "Carla Mendes", "Padaria Pão Dourado", "Fazenda Boa Vista", "Condomínio Jardim das Flores"].map(
    (name) => ({ id: uuidv7(), name }),
  );
  for (const c of customers) {
    await seedCommand(
      deps.store,
      managerId,
      companyId,
      `customer-${c.id}`,
      customerDecider,
      { type: "CreateCustomer", customerId: c.id, name: c.name, ownerId: managerId },
      at(28),
    );
  }

  const sales: [string, string, number, number, "mgr" | "vendor"][] = [
    ["Residência Ana 5 kWp", "18500.00", 0, 0, "mgr"],
    ["Sítio Bruno 8 kWp", "29900.00", 1, 1, "mgr"],
    ["Carla telhado cerâmico", "15750.50", 0, 2, "vendor"],
    ["Padaria 30 kWp", "112000.00", 2, 3, "mgr"],
    ["Irrigação Fazenda Boa Vista", "245000.00", 3, 4, "mgr"],
    ["Condomínio área comum", "86400.00", 1, 5, "vendor"],
    ["Ampliação Ana", "7200.00", 2, 0, "mgr"],
  ];
  const perColumn = new Map<number, string | null>();
  let last: Position | null = null;
  // A sale of the demo board: `customer` and `col` index the lists above; returns the new item's id.
  const createSale = async (
    ownerId: string,
    sale: { name: string; amount: string; customer: number; col: number; leadTemperature: -1 | 0 | 1 | 2 },
    sortKey: string,
    when: Date,
  ) => {
    const itemId = uuidv7();
    const column = columns[sale.col];
    last = await seedCommand(
      deps.store,
      ownerId,
      companyId,
      `item-${itemId}`,
      itemDecider,
      {
        type: "CreateItem",
        itemId,
        boardType: "SALES",
        name: sale.name,
        amount: sale.amount,
        customer: customers[sale.customer],
        leadTemperature: sale.leadTemperature,
        validityDate: null,
        power: null,
        ucType: null,
        ownerId,
        column: { id: column.columnId, title: column.title },
        sortKey,
      },
      when,
    );
    return itemId;
  };
  for (const [i, [name, amount, col, cust, owner]] of sales.entries()) {
    const [sortKey] = generateNKeysBetween(perColumn.get(col) ?? null, null, 1);
    perColumn.set(col, sortKey);
    const ownerId = owner === "mgr" ? managerId : vendorId;
    const leadTemperature = ((i % 4) - 1) as -1 | 0 | 1 | 2;
    await createSale(ownerId, { name, amount, customer: cust, col, leadTemperature }, sortKey, at(20 - i));
  }
  // A won and a lost sale, so the finished states exist in the demo.
  for (const [name, amount, cmd] of [
    ["Galpão Industrial 50 kWp", "198000.00", { type: "WinSale", power: "50.00", ucType: "Industrial" }],
    ["Casa de praia", "22000.00", { type: "LoseSale", reason: "Preço" }],
  ] as const) {
    const [sortKey] = generateNKeysBetween(perColumn.get(3) ?? null, null, 1);
    const sale = { name, amount, customer: 3, col: 3, leadTemperature: 2 } as const;
    const itemId = await createSale(managerId, sale, sortKey, at(10));
    last = await seedCommand(deps.store, managerId, companyId, `item-${itemId}`, itemDecider, cmd as any, at(5));
  }
  // Demo catalogue (issue 15): modules, inverters and equipment, labelled as demo in its module.
  // In the story the catalogue, kits and tables come before its first proposal (the year before now).
  const catalogueAt = at(story ? 397 : 27);
  const demoKits: { kitId: string; fields: KitFields }[] = [];
  await seedDemoCatalogue(deps, companyId, managerId, catalogueAt);
  last = (await seedDemoKits(deps.store, companyId, managerId, at(story ? 396 : 25), demoKits)) ?? last; // issue 15: demo kits
  last = await registerAdmin(deps, { ...DEMO.admin, password: DEMO.password }, at(30));
  last = (await seedDemoTables(deps.store, companyId, managerId, catalogueAt)) ?? last;
  if (story) {
    const began = Date.now();
    const told = await seedStory(deps, { companyId, managerId, managerName: DEMO.manager.name, boards, password: DEMO.password, demoKits }, now);
    last = told.last ?? last;
    deps.log?.(
      `História de demonstração: ${told.deals} negócios, ${told.proposals} propostas, ${told.commands} comandos em 12 meses (${((Date.now() - began) / 1000).toFixed(1)} s).`,
    );
  }
  if (last && deps.runner) await deps.runner.waitFor(last, { timeoutMs: story ? 120_000 : 15_000 });
  return true;
}
