// The proposal wizard's steps against the built app (issue 16 "Tests and figures"): for each step,
// its form's POST (a command: decide, append, wait for the read models) followed by the GET of the
// page it redirects to, against a plain GET of that same page, interleaved in the same run. The
// ratio of the medians says what saving a step costs over just showing the next one; goal ≤ 2.
// Every step posts what its form posts, to one proposal in Uberlândia/MG (the demo company typed
// its irradiation), in wizard order: start, edit the consumption, choose a kit, the generation, the
// automatic price, the validity, the customisation. Each POST changes something (the run's index
// is in the values), and after each one, outside the timing, the bench checks that it applied: the
// redirect went where the step leads, the proposal's stream has one more event of the step's type,
// and a page shows the saved value. A figure of a step that did not apply would mean nothing.
//   npx tsx bench/proposal-wizard.ts      env: BENCH_WIZARD_RUNS (100), BENCH_WIZARD_ONLY (names, comma-separated)
import { nameUuid, uuidv7 } from "../eventstore/ids";
import { proposalStreamId } from "../domain/proposal";
import { ensureBuild, startApp, WebSession, type Reply } from "../tests/faults/support/app-server";
import { median, percentile, result } from "./support/common";
import { DEMO_KIT_4_4, DEMO_KIT_8_25, demoProposalStart } from "./support/demo-proposal";

const RUNS = Number(process.env.BENCH_WIZARD_RUNS ?? 100);
const WARMUP = Math.max(5, Math.round(RUNS / 10));
const ONLY = process.env.BENCH_WIZARD_ONLY?.split(",").filter(Boolean) ?? null;
const GOAL = 2;
const WIZARD = "/proposta/gerar-proposta";

/** What the steps share: the customer, the manager, the demo kits, and the proposal the later steps change. */
interface Ctx {
  cid: string;
  uid: string;
  pid: string;
  kits: { id: string; name: string }[];
  /** The run's index: each POST changes something, so every one appends an event (an unchanged save is []). */
  i: number;
}

/** What one POST was meant to do, checked after the timed part. */
interface Check {
  /** The proposal whose stream gets the event (a new one for StartProposal). */
  pid: string;
  /** The page the POST must redirect to. */
  location: string;
  event: string;
  /** The page that shows the saved value (null: the redirected page itself) and a test of its HTML. */
  showsOn: string | null;
  shows: (html: string) => boolean;
  what: string;
}

interface Step {
  name: string;
  path: (c: Ctx) => string;
  fields: (c: Ctx, commandId: string) => [string, string][];
  expect: (c: Ctx, commandId: string) => Check;
}

/** The value of the input named `name` in a page ("" when it has none). */
function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name.replace(/[.[\]]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return /value="([^"]*)"/.exec(tag)?.[1] ?? "";
}

const MONTHS = (i: number) => Array.from({ length: 12 }, (_, m) => String(200 + m * 10 + (i % 50))).join(" ");
/**
 * The kit step's average: unit 1's months are 200 + 10m + a (m = 0..11, a = i mod 50), averaging
 * 200 + 10 × 5,5 + a = 255 + a; unit 2 likewise with b = (i + 7) mod 50; the proposal's average is
 * their sum, 510 + a + b kWh, as the page prints it (pt-BR, no decimals here).
 */
const averageKwh = (i: number) => `${(510 + (i % 50) + ((i + 7) % 50)).toLocaleString("pt-BR")} kWh`;

const consumptionFields = (c: Ctx): [string, string][] => [
  ["intent", "save-consumption"],
  ["tariffModality", "B"],
  ["powerDistCompany", "CEMIG-D"],
  ["location.uf", "MG"],
  ["location.city", "Uberlândia"],
  ["energyBillData[0].ucName", "Casa"],
  ["energyBillData[0].ucType", "Residencial"],
  ["energyBillData[0].phase", "two"],
  ["energyBillData[0].kwhPrice", "0,92"],
  ["energyBillData[0].monthsPaste", MONTHS(c.i)],
  ["energyBillData[1].ucName", "Loja"],
  ["energyBillData[1].ucType", "Comercial"],
  ["energyBillData[1].phase", "three"],
  ["energyBillData[1].kwhPrice", "0,88"],
  ["energyBillData[1].monthsPaste", MONTHS(c.i + 7)],
];

const kitStep = (pid: string) => `${WIZARD}/escolha-kit/${pid}`;
const dayBr = (d: Date) => `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
/** 15 to 44 days ahead: never before the company's today, and never the same date twice in a row. */
const validity = (i: number) => dayBr(new Date(Date.now() + (15 + (i % 30)) * 86_400_000));
const distance = (i: number) => String(10 + (i % 40));
const kitOf = (c: Ctx) => c.kits[c.i % 2]!;
const notes = (i: number) => `Observação da rodada ${i}`;

const STEPS: Step[] = [
  {
    name: "dados-consumo/nova (StartProposal)",
    path: (c) => `${WIZARD}/dados-consumo/nova?cid=${c.cid}`,
    fields: consumptionFields,
    expect: (c, commandId) => {
      // The proposal id is derived from the form's command id (a double submit starts one proposal).
      const pid = nameUuid(`${commandId}:proposal`);
      return {
        pid,
        location: kitStep(pid),
        event: "ProposalStarted",
        showsOn: null,
        shows: (html) => html.includes(`<strong>${averageKwh(c.i)}</strong>`),
        what: `average ${averageKwh(c.i)} on the kit step`,
      };
    },
  },
  {
    name: "dados-consumo/editar (EditConsumption)",
    path: (c) => `${WIZARD}/dados-consumo/editar?pid=${c.pid}`,
    fields: consumptionFields,
    expect: (c) => ({
      pid: c.pid,
      location: kitStep(c.pid),
      event: "ProposalConsumptionEdited",
      showsOn: null,
      shows: (html) => html.includes(`<strong>${averageKwh(c.i)}</strong>`),
      what: `average ${averageKwh(c.i)} on the kit step`,
    }),
  },
  {
    // "ESCOLHER" on issue 15's kit choice, as the kit step's target power leads there (4,16 kWp in
    // Uberlândia, IBGE 3170206); the action reads only :pid and the form's kitId. The two smaller
    // demo kits alternate, so every choice is a change.
    name: "escolha-kit (ChooseKit)",
    path: (c) => `/kits/escolha/${c.uid}/${c.pid}/0/0/1047/0/0/4.16/${c.uid}/0/3170206`,
    fields: (c) => [["kitId", kitOf(c).id]],
    expect: (c) => {
      const [chosen, other] = [kitOf(c).name, c.kits[(c.i + 1) % 2]!.name];
      return {
        pid: c.pid,
        location: `${WIZARD}/dados-geracao/nova/${c.pid}`,
        event: "ProposalKitChosen",
        showsOn: null,
        shows: (html) => html.includes(chosen) && !html.includes(other),
        what: `"${chosen}" on the generation step`,
      };
    },
  },
  {
    name: "dados-geracao (SetGeneration)",
    path: (c) => `${WIZARD}/dados-geracao/nova/${c.pid}`,
    fields: (c) => [
      ["intent", "save-generation"],
      ["realSystemData.distance", distance(c.i)],
      ["roofHight", "3"],
      ["losses", ""],
    ],
    expect: (c) => ({
      pid: c.pid,
      location: `${WIZARD}/escolha/precificacao/${c.pid}`,
      event: "ProposalGenerationSet",
      // The pricing choice does not show the distance: the generation step does.
      showsOn: `${WIZARD}/dados-geracao/nova/${c.pid}`,
      shows: (html) => inputValue(html, "realSystemData.distance") === distance(c.i),
      what: `distance ${distance(c.i)} on the generation step`,
    }),
  },
  {
    // "Salvar preço" with the standard discount: re-pricing is always a new event (the price is
    // the same each time, so what shows is the state: the validation step says "Finalizada").
    name: "preco-auto (PriceProposal AUTO)",
    path: (c) => `${WIZARD}/preco-auto/${c.pid}`,
    fields: () => [
      ["intent", "save-price"],
      ["revenueData.discount", ""],
    ],
    expect: (c) => ({
      pid: c.pid,
      location: `${WIZARD}/validacao/${c.pid}`,
      event: "ProposalPriced",
      showsOn: null,
      shows: (html) => html.includes("Finalizada") && !html.includes("Esta proposta não possui dados do preço"),
      what: `"Finalizada" on the validation step`,
    }),
  },
  {
    name: "validacao (SetValidity)",
    path: (c) => `${WIZARD}/validacao/${c.pid}`,
    fields: (c) => [["validityDate", validity(c.i)]],
    expect: (c) => ({
      pid: c.pid,
      location: `${WIZARD}/personalizacao/${c.pid}`,
      event: "ProposalValiditySet",
      showsOn: `${WIZARD}/validacao/${c.pid}`,
      shows: (html) => inputValue(html, "validityDate") === validity(c.i),
      what: `validity ${validity(c.i)} on the validation step`,
    }),
  },
  {
    name: "personalizacao (CustomizeProposal)",
    path: (c) => `${WIZARD}/personalizacao/${c.pid}`,
    fields: (c) => [
      ["sections.cover", "on"],
      ["sections.consumption", "on"],
      ["sections.kit", "on"],
      ["sections.price", "on"],
      ["texts.presentation", "Proposta de energia solar."],
      ["texts.notes", notes(c.i)],
      ["texts.paymentConditions", ""],
    ],
    expect: (c) => ({
      pid: c.pid,
      location: `/propostas/lista/${c.uid}?salvo=${c.pid}`,
      event: "ProposalCustomized",
      showsOn: `${WIZARD}/personalizacao/${c.pid}`,
      shows: (html) => html.includes(`>${notes(c.i)}</textarea>`),
      what: `"${notes(c.i)}" on the customisation step`,
    }),
  },
];

async function main() {
  ensureBuild();
  const app = await startApp();
  const db = app.database.db;
  const rows: string[] = [];
  let allMet = true;
  try {
    const web = new WebSession(app.baseUrl);
    await web.signIn("gerente@girassol.demo", "Girassol123");
    const { manager, customer, kits } = await demoProposalStart(db, [DEMO_KIT_4_4, DEMO_KIT_8_25]);
    const ctx: Ctx = { cid: customer.id, uid: manager.id, pid: "", kits, i: 0 };

    const streamEvents = async (pid: string) =>
      db.selectFrom("events").select("type").where("stream_id", "=", proposalStreamId(pid)).orderBy("stream_position").execute();

    /** POST the step, then GET where it leads: both timed together (what the user waits for); then check it applied. */
    const saveAndShow = async (step: Step) => {
      ctx.i++;
      const commandId = uuidv7();
      const check = step.expect(ctx, commandId);
      const before = (await streamEvents(check.pid)).length;
      const t0 = performance.now();
      const r = await web.post(step.path(ctx), [["csrf", web.csrf], ["commandId", commandId], ...step.fields(ctx, commandId)]);
      const postMs = performance.now() - t0;
      if (r.status !== 302 || !r.location) throw new Error(`${step.name}: POST answered ${r.status} ${r.body.slice(0, 300)}`);
      const page = await web.get(r.location);
      const ms = performance.now() - t0;
      if (page.status !== 200) throw new Error(`${step.name}: GET ${r.location} answered ${page.status}`);
      await applied(step, check, r, page, before);
      return { ms, postMs, location: r.location };
    };
    const applied = async (step: Step, check: Check, r: Reply, page: Reply, before: number) => {
      if (r.location !== check.location) throw new Error(`${step.name}: redirected to ${r.location}, expected ${check.location}`);
      const after = await streamEvents(check.pid);
      if (after.length !== before + 1 || after.at(-1)!.type !== check.event)
        throw new Error(`${step.name}: expected one ${check.event} more (had ${before}); the stream has ${after.map((e) => e.type).join(", ")}`);
      const shown = check.showsOn ? await web.get(check.showsOn) : page;
      if (shown.status !== 200 || !check.shows(shown.body)) throw new Error(`${step.name}: run ${ctx.i} does not show ${check.what}`);
    };
    const show = async (path: string) => {
      const t0 = performance.now();
      const page = await web.get(path);
      if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
      return performance.now() - t0;
    };

    for (const step of STEPS) {
      const first = await saveAndShow(step);
      // The first proposal started is the one the later steps change.
      if (!ctx.pid) ctx.pid = /escolha-kit\/([0-9a-f-]{36})/.exec(first.location)![1]!;
      if (ONLY && !ONLY.some((n) => step.name.startsWith(n))) continue;
      for (let i = 0; i < WARMUP; i++) {
        await saveAndShow(step);
        await show(first.location);
      }
      const ours: number[] = [];
      const posts: number[] = [];
      const floor: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const saved = await saveAndShow(step);
        ours.push(saved.ms);
        posts.push(saved.postMs);
        floor.push(await show(first.location));
      }
      const ratio = median(ours) / median(floor);
      const line = `${step.name}: POST → GET p50 ${median(ours).toFixed(1)} ms p95 ${percentile(ours, 95).toFixed(1)} ms; plain GET p50 ${median(floor).toFixed(1)} ms p95 ${percentile(floor, 95).toFixed(1)} ms; of which the POST alone (command, append, read models caught up) p50 ${median(posts).toFixed(1)} ms`;
      console.log(line);
      rows.push(line);
      allMet =
        result(
          `wizard ${step.name.split(" ")[0]} p50`,
          ratio,
          "<=",
          GOAL,
          `(p95 ratio ${(percentile(ours, 95) / percentile(floor, 95)).toFixed(2)})`,
        ) && allMet;
    }
  } finally {
    await app.stop();
  }
  process.exit(allMet ? 0 : 1);
}

await main();
