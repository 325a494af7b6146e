// The embedded default's 12-month story (issue 18, ADR 021): vendors, customers and a few hundred
// deals created over the last year, moving through the pre-sales, sales, project and installation
// boards, won and lost with reasons, with notes and agenda items (some overdue, some today, some
// next week). Each step is a real command decided at its historical instant, so /inicio, the
// metrics and time travel show the year. Deterministic: a seeded PRNG, dates relative to `now`.
import { generateKeyBetween } from "fractional-indexing";
import type { Database } from "../db/connect";
import { hashPassword } from "../db/password";
import { companyDecider } from "../domain/company";
import { customerDecider } from "../domain/customer";
import { itemDecider } from "../domain/item";
import type { CreateItem } from "../domain/item/commands";
import { noteDecider } from "../domain/note";
import { DEFAULT_SALES_LOST_REASONS, UC_TYPES, type BoardType } from "../domain/shared";
import { localDate } from "../eventstore/context";
import { uuidv7 } from "../eventstore/ids";
import type { EventStore } from "../eventstore/types";
import { SALES_VENDOR_PERMISSIONS } from "./demo-seed";
import { StoryWriter } from "./demo-seed-story-writer";
import { StoryProposals, type PlannedProposal, type ProposalDeal } from "./demo-seed-story-proposals";
import type { KitFields } from "../domain/kit";

type Column = { columnId: string; title: string };
export type StoryBoards = Partial<Record<BoardType, Column[]>>;

export const STORY = {
  deals: 320,
  vendors: [
    { name: "Juliana Castro", email: "juliana@girassol.demo" },
    { name: "Rafael Oliveira", email: "rafael@girassol.demo" },
    { name: "Marcos Pereira", email: "marcos@girassol.demo" },
  ],
  seed: 20260118,
};

const DAY = 86_400_000;
const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Daniel",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Lucas",
  "Mariana",
  "Paulo",
  "Renata",
  "Tiago",
];
const LAST = ["Almeida", "Barbosa", "Cardoso", "Costa", "Ferreira", "Gomes", "Martins", "Nascimento", "Ribeiro", "Rocha", "Santos", "Teixeira"];
const BUSINESSES = [
  "Padaria",
  "Mercado",
  "Oficina",
  "Pousada",
  "Clínica",
  "Escola",
  "Fazenda",
  "Sorveteria",
  "Academia",
  "Restaurante",
  "Granja",
  "Hotel",
];
const PLACES = ["Boa Vista", "Santa Luzia", "Bela Vista", "São Jorge", "Primavera", "Vale Verde", "Horizonte", "Serra Azul", "Sol Nascente"];
const DISQUALIFY = ["Sem orçamento", "Fora da área atendida", "Telhado inadequado", "Sem retorno do cliente"];
const NOTE_TYPES = ["Ligação", "Reunião", "Visita técnica", "E-mail"];
const NOTES = [
  "Cliente pediu simulação com financiamento em 60 meses.",
  "Enviada conta de luz dos últimos 12 meses.",
  "Visita ao telhado feita: estrutura boa, orientação norte.",
  "Cliente comparando com outra empresa; reforçar garantia.",
  "Conversamos sobre o prazo de homologação da distribuidora.",
  "Pediu para incluir carregador de carro elétrico no futuro.",
  "Retornar após reunião com a família.",
  "Aprovou o layout dos módulos.",
];
const FOLLOW_UPS = [
  "Ligar para retomar a proposta",
  "Visita técnica agendada",
  "Enviar contrato para assinatura",
  "Confirmar documentos do financiamento",
  "Reunião de fechamento",
];

/** mulberry32: a small seeded PRNG, so the story is the same on every first start. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** One command of the timeline, sent when its instant comes. */
interface Step {
  at: number;
  seq: number;
  send: (w: StoryWriter, at: Date) => Promise<void>;
}

interface Deps {
  database: Database;
  store: EventStore;
}

export interface StoryResult {
  commands: number;
  deals: number;
  /** Proposals the story planned (a few may start after now and are left out). */
  proposals: number;
  last: StoryWriter["last"];
}

/** Adds the story to the demo company: `boards` are its columns by board type, `now` the first start. */
export async function seedStory(
  deps: Deps,
  input: {
    companyId: string;
    managerId: string;
    managerName: string;
    boards: StoryBoards;
    password: string;
    /** The base demo's kits (registered before the story): the proposals choose among them and the story's own. */
    demoKits?: { kitId: string; fields: KitFields }[];
  },
  now = Date.now(),
): Promise<StoryResult> {
  const rnd = prng(STORY.seed);
  const { companyId, managerId } = input;
  const writer = new StoryWriter(deps.store, companyId);
  const start = now - 365 * DAY;
  const boardOf = (b: BoardType) => {
    const cols = input.boards[b];
    if (!cols || cols.length === 0) throw new Error(`story: board ${b} has no columns`);
    return cols;
  };
  const [preSales, sales, project, installation] = [boardOf("PRE_SALES"), boardOf("SALES"), boardOf("PROJECT"), boardOf("INSTALLATION")];

  // Vendors join in the story's first weeks (their passwords are the demo's).
  const hash = await hashPassword(input.password);
  const vendors: string[] = [];
  for (const [i, v] of STORY.vendors.entries()) {
    const id = uuidv7();
    await deps.database.db.insertInto("credentials").values({ user_id: id, company_id: companyId, email: v.email, password_hash: hash }).execute();
    await writer.send(
      `company-${companyId}`,
      companyDecider,
      { type: "AddVendor", vendor: { id, name: v.name, email: v.email }, permissions: SALES_VENDOR_PERMISSIONS },
      managerId,
      new Date(start - (20 - i * 5) * DAY),
    );
    await writer.flush();
    vendors.push(id);
  }
  const owners = [managerId, ...vendors];
  // The proposals draw from their own PRNG, so adding them left the boards' story as it was.
  const proposals = new StoryProposals(prng(STORY.seed + 1), companyId);
  const pick = prng(STORY.seed + 2);
  await proposals.registerCatalogue(writer, managerId, new Date(start - 30 * DAY), input.demoKits ?? []);

  const steps: Step[] = [];
  let seq = 0;
  const at = (t: number, send: Step["send"]) => t <= now - 60_000 && steps.push({ at: t, seq: seq++, send });
  // A working hour of a day (08:00–18:00 in Brazil, UTC−3).
  const workTime = (day: number) => {
    const d = new Date(day);
    d.setUTCHours(11 + rnd.int(0, 9), rnd.int(0, 59), rnd.int(0, 59), 0);
    return d.getTime();
  };
  const lastKey = new Map<string, string | null>();
  const keyIn = (columnId: string) => {
    const key = generateKeyBetween(lastKey.get(columnId) ?? null, null);
    lastKey.set(columnId, key);
    return key;
  };
  const ref = (c: Column) => ({ id: c.columnId, title: c.title });
  const item = (id: string) => `item-${id}`;

  let deals = 0;
  for (let i = 0; i < STORY.deals; i++) {
    // Creation spread over the year, a little denser in the recent months (the business grows).
    const created = workTime(start + Math.floor(Math.sqrt(rnd.next()) * 363) * DAY);
    const owner = rnd.pick(owners);
    const business = rnd.chance(0.3);
    const surname = rnd.pick(LAST);
    const customerName = business ? `${rnd.pick(BUSINESSES)} ${rnd.pick(PLACES)}` : `${rnd.pick(FIRST)} ${surname}`;
    const customer = { id: uuidv7(created), name: customerName };
    const kwp = business ? rnd.int(15, 90) : rnd.int(3, 12);
    const amount = (kwp * rnd.int(3600, 4800)).toFixed(2);
    const name = business ? `${customerName} ${kwp} kWp` : `Residência ${surname} ${kwp} kWp`;
    const ucType = business ? rnd.pick(UC_TYPES.filter((u) => u !== "Residencial")) : "Residencial";
    const temperature = rnd.int(-1, 2) as CreateItem["leadTemperature"];
    const base = { name, amount, customer, leadTemperature: temperature, validityDate: null, power: null, ucType: null, ownerId: owner };
    deals++;

    at(created - 3_600_000, (w, t) =>
      w.send(
        `customer-${customer.id}`,
        customerDecider,
        { type: "CreateCustomer", customerId: customer.id, name: customerName, ownerId: owner },
        owner,
        t,
      ),
    );

    let t = created;
    let saleFrom: string | null = null;
    // A third of the deals start as a lead on the pre-sales board.
    if (rnd.chance(0.33)) {
      const leadId = uuidv7(t);
      saleFrom = leadId;
      const col0 = preSales[0]!;
      const createLead = {
        type: "CreateItem",
        itemId: leadId,
        boardType: "PRE_SALES",
        ...base,
        column: ref(col0),
        sortKey: keyIn(col0.columnId),
      } as const;
      at(t, (w, when) => w.send(item(leadId), itemDecider, createLead, owner, when));
      for (const col of preSales.slice(1, rnd.int(1, preSales.length))) {
        t = workTime(t + rnd.int(1, 4) * DAY);
        const move = { type: "MoveItem", to: ref(col), sortKey: keyIn(col.columnId) } as const;
        at(t, (w, when) => w.send(item(leadId), itemDecider, move, owner, when));
      }
      t = workTime(t + rnd.int(2, 25) * DAY); // qualification takes days to weeks: the recent leads are still open
      if (rnd.chance(0.3)) {
        const reason = rnd.pick(DISQUALIFY);
        at(t, (w, when) => w.send(item(leadId), itemDecider, { type: "DisqualifyLead", reason }, owner, when));
        continue;
      }
    }
    const saleId = uuidv7(t);
    const col0 = sales[0]!;
    const createSale = {
      type: "CreateItem",
      itemId: saleId,
      boardType: "SALES",
      ...base,
      column: ref(col0),
      sortKey: keyIn(col0.columnId),
      relatedPreSale: saleFrom,
    } as const;
    if (saleFrom) {
      const lead = saleFrom;
      const qualify = { type: "QualifyLead", to: { boardType: "SALES", column: ref(col0) }, vendorId: owner, saleId } as const;
      at(t, (w, when) => w.send(item(lead), itemDecider, qualify, owner, when));
    }
    at(t, (w, when) => w.send(item(saleId), itemDecider, createSale, owner, when));
    const saleCreated = t;
    const noteAt = (when: number, text: string, schedule: { date: string; timeStart: string | null; timeEnd: string | null } | null = null) => {
      const noteId = uuidv7(when);
      const fields = { noteText: text, noteType: rnd.pick(NOTE_TYPES), isPrivate: false, schedule };
      at(when, (w, d) =>
        w.send(`note-${noteId}`, noteDecider, { type: "CreateNote", noteId, itemId: saleId, allowedNoteTypes: NOTE_TYPES, ...fields }, owner, d),
      );
    };
    // Through the sales columns as far as the deal gets, a note on the way.
    const reach = rnd.int(1, sales.length);
    let proposalColumnAt: number | null = null;
    for (const col of sales.slice(1, reach)) {
      t = workTime(t + rnd.int(2, 12) * DAY);
      if (col === sales[1]) proposalColumnAt = t;
      const move = { type: "MoveItem", to: ref(col), sortKey: keyIn(col.columnId) } as const;
      at(t, (w, when) => w.send(item(saleId), itemDecider, move, owner, when));
      if (rnd.chance(0.6)) noteAt(workTime(t + rnd.int(0, 2) * DAY), rnd.pick(NOTES));
    }
    t = workTime(t + rnd.int(3, 15) * DAY);
    const outcome = rnd.next();
    const wins = t <= now && outcome >= 0.55;
    // Proposals: most deals that reached "Proposta" (made in the hours before the move), and every
    // won one (it is won with its approved proposal); a quarter get a second option days later.
    const deal: ProposalDeal = { saleId, ownerId: owner, customer, kwp, ucType, business };
    let approved: PlannedProposal | null = null;
    const makes = (proposalColumnAt !== null && proposalColumnAt < now - DAY && pick.chance(0.9)) || wins;
    if (makes) {
      const until = Math.min(t, now - DAY);
      const around = proposalColumnAt ?? t - pick.int(1, 3) * DAY;
      const begin = Math.max(saleCreated + 2 * 3_600_000, Math.min(around, until) - pick.int(2, 30) * 3_600_000);
      approved = proposals.plan(at, deal, begin);
      const again = begin + pick.int(1, 4) * DAY;
      if (pick.chance(0.25) && again + DAY < until) approved = proposals.plan(at, deal, again, pick.chance(0.5) ? 1 : -1);
    }
    if (t > now) {
      // Still open today: its next activity is overdue, today or in the coming week.
      const last = Math.min(t - 10 * DAY, now - DAY);
      const r = rnd.next();
      const when = r < 0.3 ? now - rnd.int(1, 15) * DAY : r < 0.5 ? now : now + rnd.int(1, 7) * DAY;
      const hour = `${String(rnd.int(8, 17)).padStart(2, "0")}:00`;
      noteAt(Math.max(saleCreated + 60_000, last), rnd.pick(FOLLOW_UPS), { date: localDate(new Date(when)), timeStart: hour, timeEnd: null });
      continue;
    }
    if (outcome < 0.45) {
      const reason = rnd.pick(DEFAULT_SALES_LOST_REASONS.filter((r) => r !== "Outro motivo"));
      at(t, (w, when) => w.send(item(saleId), itemDecider, { type: "LoseSale", reason }, owner, when));
      continue;
    }
    if (outcome < 0.55) {
      // Stalled: forgotten in its column (the idle badges show it); a recent one has its call overdue.
      const due = t + rnd.int(2, 6) * DAY;
      if (due < now && due > now - 45 * DAY) noteAt(t, rnd.pick(FOLLOW_UPS), { date: localDate(new Date(due)), timeStart: "10:00", timeEnd: null });
      continue;
    }
    // Won with its approved proposal: the sale, the project and the installation take its kWp.
    const chosen = approved!;
    const power = chosen.power.toFixed(2);
    at(t, (w, when) =>
      w.send(item(saleId), itemDecider, { type: "WinSale", power, ucType, approvedProposal: proposals.approved(chosen) }, owner, when),
    );
    // A won sale opens its project and installation cards (what autoCreateProjAndInst does in the app).
    const won = { ...base, leadTemperature: -1 as const, power, ucType };
    const projectId = uuidv7(t),
      installId = uuidv7(t);
    const p0 = project[0]!,
      i0 = installation[0]!;
    const createProject = {
      type: "CreateItem",
      itemId: projectId,
      boardType: "PROJECT",
      ...won,
      column: ref(p0),
      sortKey: keyIn(p0.columnId),
    } as const;
    const createInstall = {
      type: "CreateItem",
      itemId: installId,
      boardType: "INSTALLATION",
      ...won,
      column: ref(i0),
      sortKey: keyIn(i0.columnId),
    } as const;
    at(t + 1000, (w, when) => w.send(item(projectId), itemDecider, createProject, owner, when));
    at(t + 2000, (w, when) => w.send(item(installId), itemDecider, createInstall, owner, when));
    for (const col of project.slice(1)) {
      t = workTime(t + rnd.int(4, 18) * DAY);
      const move = { type: "MoveItem", to: ref(col), sortKey: keyIn(col.columnId) } as const;
      at(t, (w, when) => w.send(item(projectId), itemDecider, move, managerId, when));
    }
    t = workTime(t + rnd.int(2, 6) * DAY);
    const finish = (id: string, when: number) =>
      at(when, (w, d) => w.send(item(id), itemDecider, { type: "FinishItem", execStatus: "INTERNAL", finishedDate: localDate(d) }, managerId, d));
    finish(projectId, t);
    for (const col of installation.slice(1)) {
      t = workTime(t + rnd.int(3, 12) * DAY);
      const move = { type: "MoveItem", to: ref(col), sortKey: keyIn(col.columnId) } as const;
      at(t, (w, when) => w.send(item(installId), itemDecider, move, managerId, when));
    }
    finish(installId, workTime(t + rnd.int(2, 8) * DAY));
  }

  steps.sort((a, b) => a.at - b.at || a.seq - b.seq);
  for (const s of steps) await s.send(writer, new Date(s.at));
  await writer.flush();
  return { commands: writer.commands, deals, proposals: proposals.planned, last: writer.last };
}
