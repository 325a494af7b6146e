// Typed event builders for projection specs and fixtures that append events directly: each gives a
// domain event with sensible defaults (fixed, name-based ids, so a spec reads the same every run)
// and takes overrides of its data. A renamed field fails the build here, not a test at run time.
import type { BoardCreated, ColumnAdded } from "../../domain/board";
import type { CompanyRegistered, VendorAdded } from "../../domain/company";
import type { CustomerCreated } from "../../domain/customer";
import type { ItemCreated, ItemDeleted, ItemMoved, ItemSent, SaleLost, SaleWon } from "../../domain/item";
import type { NoteCreated, NoteDeleted, NoteEdited } from "../../domain/note";
import type { WebhookChanged, WebhookCreated, WebhookDeleted } from "../../domain/webhook";
import type { DomainEvent } from "../../domain/shared";
import { nameUuid, uuidv7 } from "../../eventstore/ids";
import type { EventMetadata, EventStore, ExpectedRevision, RecordedEvent } from "../../eventstore/types";

/** The ids the builders use by default. */
export const IDS = {
  company: nameUuid("spec company"),
  manager: nameUuid("spec manager"),
  vendor: nameUuid("spec vendor"),
  item: nameUuid("spec item"),
  customer: nameUuid("spec customer"),
  note: nameUuid("spec note"),
  webhook: nameUuid("spec webhook"),
  column: (n: number) => nameUuid(`spec column ${n}`),
};

type Data<E extends DomainEvent> = E["data"];
const build =
  <E extends DomainEvent>(type: E["type"], defaults: () => Data<E>) =>
  (over: Partial<Data<E>> = {}): E =>
    ({ type, data: Object.assign({}, defaults(), over) }) as E;

// ── Company and board ────────────────────────────────────────────────────────
export const companyRegistered = build<CompanyRegistered>("CompanyRegistered", () => ({
  companyId: IDS.company,
  name: "Solar Spec",
  plan: "ENTERPRISE",
  statusOk: true,
  salesLostReasons: [],
  manager: { id: IDS.manager, name: "Gerente Spec", email: "gerente@spec.dev" },
}));
export const vendorAdded = build<VendorAdded>("VendorAdded", () => ({
  vendor: { id: IDS.vendor, name: "Vendedor Spec", email: "vendedor@spec.dev" },
}));
export const boardCreated = build<BoardCreated>("BoardCreated", () => ({
  boardType: "SALES",
  columns: [0, 1, 2].map((n) => ({
    columnId: IDS.column(n),
    title: ["Contato", "Proposta", "Negociação"][n],
    inactivityWindow: 5,
    sortKey: `a${n}`,
  })),
}));
export const columnAdded = build<ColumnAdded>("ColumnAdded", () => ({
  columnId: IDS.column(9),
  title: "Extra",
  inactivityWindow: 3,
  sortKey: "a9",
}));

// ── Items ────────────────────────────────────────────────────────────────────
export const itemCreated = build<ItemCreated>("ItemCreated", () => ({
  itemId: IDS.item,
  boardType: "SALES",
  name: "Usina Padaria",
  amount: "1000.00",
  customer: null,
  leadTemperature: -1,
  validityDate: null,
  power: null,
  ucType: null,
  ownerId: IDS.manager,
  columnId: IDS.column(0),
  columnTitle: "Contato",
  sortKey: "a0",
}));
export const itemMoved = build<ItemMoved>("ItemMoved", () => ({
  fromColumnId: IDS.column(0),
  fromColumnTitle: "Contato",
  toColumnId: IDS.column(1),
  toColumnTitle: "Proposta",
  sortKey: "a1",
}));
export const saleWon = build<SaleWon>("SaleWon", () => ({
  power: "5.5",
  ucType: "Residencial",
  columnId: IDS.column(1),
  columnTitle: "Proposta",
}));
export const saleLost = build<SaleLost>("SaleLost", () => ({
  reason: "Preço",
  columnId: IDS.column(1),
  columnTitle: "Proposta",
}));
export const itemSent = build<ItemSent>("ItemSent", () => ({
  fromUserId: IDS.manager,
  toUserId: IDS.vendor,
  toUserName: "Vendedor Spec",
}));
export const itemDeleted = build<ItemDeleted>("ItemDeleted", () => ({}));

// ── Customers, notes, webhooks ───────────────────────────────────────────────
export const customerCreated = build<CustomerCreated>("CustomerCreated", () => ({
  customerId: IDS.customer,
  name: "Maria Conceição",
  ownerId: IDS.manager,
}));
export const noteCreated = build<NoteCreated>("NoteCreated", () => ({
  noteId: IDS.note,
  itemId: IDS.item,
  noteText: "Ligar para o cliente",
  noteType: null,
  isPrivate: false,
  schedule: null,
}));
export const noteEdited = build<NoteEdited>("NoteEdited", () => ({ noteId: IDS.note, itemId: IDS.item, changes: {} }));
export const noteDeleted = build<NoteDeleted>("NoteDeleted", () => ({ noteId: IDS.note, itemId: IDS.item }));
export const webhookCreated = build<WebhookCreated>("WebhookCreated", () => ({
  webhookId: IDS.webhook,
  name: "CRM",
  uri: "https://crm.example.com/hook",
  actions: ["BUSINESS_GAIN"],
}));
export const webhookChanged = build<WebhookChanged>("WebhookChanged", () => ({
  webhookId: IDS.webhook,
  name: "CRM",
  uri: "https://crm.example.com/hook",
  actions: ["BUSINESS_GAIN"],
}));
export const webhookDeleted = build<WebhookDeleted>("WebhookDeleted", () => ({ webhookId: IDS.webhook, name: "CRM" }));

// ── Metadata and appending ───────────────────────────────────────────────────
/** Event metadata: the spec company's manager, at a fixed instant, unless overridden. */
export function eventMetadata(over: Partial<EventMetadata> = {}): EventMetadata {
  return {
    companyId: IDS.company,
    actorId: IDS.manager,
    commandId: uuidv7(),
    correlationId: uuidv7(),
    causationId: null,
    occurredAt: "2026-01-05T12:00:00.000Z",
    ...over,
  };
}

/** Appends domain events to a stream as they are (no decider), with `eventMetadata(meta)`. */
export async function appendDomainEvents(
  store: EventStore,
  streamId: string,
  events: DomainEvent[],
  opts: { expected?: ExpectedRevision; meta?: Partial<EventMetadata> } = {},
) {
  return store.append(
    streamId,
    events.map((e) => ({ id: uuidv7(), type: e.type, data: e.data })),
    { expected: opts.expected ?? "any", metadata: eventMetadata(opts.meta) },
  );
}

/** The recorded form of a domain event (for pure functions of the log: history lines, business events). */
export function recorded<E extends DomainEvent>(
  e: E,
  at: { streamId?: string; streamPosition?: number; meta?: Partial<EventMetadata> } = {},
): RecordedEvent<E["type"], E["data"]> {
  const streamId = at.streamId ?? `item-${IDS.item}`;
  return {
    id: uuidv7(),
    streamId,
    streamType: streamId.split("-")[0],
    streamPosition: at.streamPosition ?? 0,
    position: { a: "1", b: "1" },
    type: e.type,
    data: e.data,
    metadata: eventMetadata(at.meta),
  };
}
