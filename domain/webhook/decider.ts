// Webhook aggregate (settings webhooks [{name, uri, actions, secret}], spec part 3 §3/§7): stream
// `webhook-<id>`. The secret is NOT part of it: events are forever and readable by every
// subscriber, so the app keeps the secret in the webhook_secrets table (ADR 005).
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
import { checkWebhookUri } from "./uri";

export const WEBHOOK_ACTIONS = [
  "MOVING_BUSINESS_BETWEEN_STAGES",
  "BUSINESS_GAIN",
  "BUSINESS_LOST",
  "BUSINESS_RETURN_TO_FUNNEL",
  "SCHEDULED_NOTE_CREATION",
] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

/** pt-BR labels of the five actions (the settings screen's checkboxes). */
export const WEBHOOK_ACTION_LABELS: Record<WebhookAction, string> = {
  MOVING_BUSINESS_BETWEEN_STAGES: "Negócio movido entre etapas",
  BUSINESS_GAIN: "Negócio ganho",
  BUSINESS_LOST: "Negócio perdido",
  BUSINESS_RETURN_TO_FUNNEL: "Negócio retornado ao funil",
  SCHEDULED_NOTE_CREATION: "Nota agendada criada",
};

export const WEBHOOK_MSG = {
  nameRequired: "Insira um nome para o webhook.",
  nameTooLong: "O nome deve ter no máximo 80 caracteres.",
  uriInvalid: "Insira uma URL válida (http:// ou https://).",
  uriScheme: "A URL deve começar com http:// ou https://.",
  uriPrivate: "Endereços locais ou de rede privada não são permitidos.",
  uriUnresolved: "Não foi possível encontrar o endereço deste servidor (DNS). Confira o nome.",
  actionsRequired: "Selecione pelo menos um evento.",
  secretRequired: "Insira o segredo usado para assinar as chamadas.",
  secretTooShort: "O segredo deve ter pelo menos 8 caracteres.",
  notFound: "Webhook não encontrado.",
  exists: "Este webhook já existe.",
} as const;

export interface WebhookFields {
  name: string;
  uri: string;
  actions: WebhookAction[];
}

export interface CreateWebhook extends WebhookFields {
  type: "CreateWebhook";
  webhookId: string;
  /** The installation's setting (GIRASSOL_WEBHOOKS_ALLOW_PRIVATE), passed in: the domain reads no environment. */
  allowPrivate: boolean;
  /** The host's DNS answers, resolved by the app (unused for an IP literal; null when unresolved: refused). */
  resolved?: string[] | null;
}
export interface ChangeWebhook extends WebhookFields {
  type: "ChangeWebhook";
  allowPrivate: boolean;
  resolved?: string[] | null;
}
export interface DeleteWebhook {
  type: "DeleteWebhook";
}
export type WebhookCommand = CreateWebhook | ChangeWebhook | DeleteWebhook;

export type WebhookCreated = DomainEvent<"WebhookCreated", WebhookFields & { webhookId: string }>;
export type WebhookChanged = DomainEvent<"WebhookChanged", WebhookFields & { webhookId: string }>;
export type WebhookDeleted = DomainEvent<"WebhookDeleted", { webhookId: string; name: string }>;
export type WebhookEvent = WebhookCreated | WebhookChanged | WebhookDeleted;

/** No WebhookCreated yet: only CreateWebhook applies. */
export interface NoWebhook {
  status: "none";
}

export interface ActiveWebhook extends WebhookFields {
  status: "active";
  webhookId: string;
}

/** After WebhookDeleted: not found for change and delete, and CreateWebhook on this id is a conflict. */
export interface DeletedWebhook extends WebhookFields {
  status: "deleted";
  webhookId: string;
}

export type WebhookState = NoWebhook | ActiveWebhook | DeletedWebhook;

export const webhookStreamId = (id: string) => `webhook-${id}`;

function initialState(): WebhookState {
  return { status: "none" };
}

/** Validates the three fields; throws the first problem as a field error. */
export function checkWebhookFields(c: WebhookFields & { allowPrivate: boolean; resolved?: string[] | null }): WebhookFields {
  const name = typeof c.name === "string" ? c.name.trim() : "";
  if (!name) throw new DomainError(WEBHOOK_MSG.nameRequired, "name");
  if (name.length > 80) throw new DomainError(WEBHOOK_MSG.nameTooLong, "name");
  const uri = checkWebhookUri(typeof c.uri === "string" ? c.uri : "", {
    allowPrivate: c.allowPrivate,
    resolved: c.resolved,
  });
  if (!uri.ok) {
    const msg = {
      scheme: WEBHOOK_MSG.uriScheme,
      private: WEBHOOK_MSG.uriPrivate,
      unresolved: WEBHOOK_MSG.uriUnresolved,
      invalid: WEBHOOK_MSG.uriInvalid,
    }[uri.problem];
    throw new DomainError(msg, "uri");
  }
  const wanted = Array.isArray(c.actions) ? c.actions : [];
  const actions = WEBHOOK_ACTIONS.filter((a) => wanted.includes(a));
  if (actions.length === 0 || actions.length !== new Set(wanted).size) throw new DomainError(WEBHOOK_MSG.actionsRequired, "actions");
  return { name, uri: uri.uri, actions };
}

/** Every field problem at once (the form shows them together); {} when the fields are valid. */
export function webhookFieldErrors(
  c: WebhookFields & { allowPrivate: boolean; resolved?: string[] | null },
): Partial<Record<"name" | "uri" | "actions", string>> {
  const out: Partial<Record<"name" | "uri" | "actions", string>> = {};
  const probes: WebhookFields[] = [c, { ...c, name: "x" }, { ...c, name: "x", uri: "https://example.com/" }];
  for (const p of probes) {
    try {
      checkWebhookFields({ ...p, allowPrivate: c.allowPrivate, resolved: p.uri === c.uri ? c.resolved : undefined });
    } catch (e) {
      const err = e as DomainError;
      if (err.field) out[err.field as "name"] ??= err.message;
    }
  }
  return out;
}

// ── Decide: one function per command ────────────────────────────────────────
/** A used id (even a deleted one) is a conflict. */
export function createWebhook(command: CreateWebhook, state: WebhookState): WebhookCreated[] {
  if (state.status !== "none") throw new DomainError(WEBHOOK_MSG.exists, undefined, "conflict");
  if (!command.webhookId) throw new DomainError(WEBHOOK_MSG.notFound, undefined, "invalid");
  const f = checkWebhookFields(command);
  return [{ type: "WebhookCreated", data: { webhookId: command.webhookId, ...f } }];
}

/** [] when the three fields stay the same. */
export function changeWebhook(command: ChangeWebhook, state: WebhookState): WebhookChanged[] {
  const webhook = activeWebhook(state);
  const f = checkWebhookFields(command);
  if (f.name === webhook.name && f.uri === webhook.uri && f.actions.join() === webhook.actions.join()) return [];
  return [{ type: "WebhookChanged", data: { webhookId: webhook.webhookId, ...f } }];
}

export function deleteWebhook(state: WebhookState): WebhookDeleted[] {
  const webhook = activeWebhook(state);
  return [{ type: "WebhookDeleted", data: { webhookId: webhook.webhookId, name: webhook.name } }];
}

function activeWebhook(state: WebhookState): ActiveWebhook {
  if (state.status !== "active") throw new DomainError(WEBHOOK_MSG.notFound, undefined, "not_found");
  return state;
}

function decide(command: WebhookCommand, state: WebhookState, _ctx: DecideContext): WebhookEvent[] {
  switch (command.type) {
    case "CreateWebhook":
      return createWebhook(command, state);
    case "ChangeWebhook":
      return changeWebhook(command, state);
    case "DeleteWebhook":
      return deleteWebhook(state);
    default:
      return assertNever(command, new DomainError("Comando desconhecido."));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: WebhookState, e: WebhookEvent): WebhookState {
  if (e.type === "WebhookCreated") {
    return {
      status: "active",
      webhookId: e.data.webhookId,
      name: e.data.name,
      uri: e.data.uri,
      actions: [...e.data.actions],
    };
  }
  // Nothing to fold onto before WebhookCreated (a stream never starts otherwise).
  if (state.status === "none") return state;
  switch (e.type) {
    case "WebhookChanged":
      return { ...state, name: e.data.name, uri: e.data.uri, actions: [...e.data.actions] };
    case "WebhookDeleted":
      return { ...state, status: "deleted" };
    default:
      return ignoreUnknownEvent(e, state);
  }
}

export const webhookDecider: Decider<WebhookState, WebhookCommand, WebhookEvent> = { initialState, evolve, decide };
