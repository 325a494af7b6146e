// Webhook aggregate (settings webhooks [{name, uri, actions, secret}], spec part 3 §3/§7): stream
// `webhook-<id>`. The secret is NOT part of it: events are forever and readable by every
// subscriber, so the app keeps the secret in the webhook_secrets table (ADR 005).
import { DomainError, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
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
  /** The host's DNS answers, resolved by the app (empty for an IP literal or when unresolved). */
  resolved?: string[];
}
export interface ChangeWebhook extends WebhookFields {
  type: "ChangeWebhook";
  allowPrivate: boolean;
  resolved?: string[];
}
export interface DeleteWebhook {
  type: "DeleteWebhook";
}
export type WebhookCommand = CreateWebhook | ChangeWebhook | DeleteWebhook;

export type WebhookCreated = DomainEvent<"WebhookCreated", WebhookFields & { webhookId: string }>;
export type WebhookChanged = DomainEvent<"WebhookChanged", WebhookFields & { webhookId: string }>;
export type WebhookDeleted = DomainEvent<"WebhookDeleted", { webhookId: string; name: string }>;
export type WebhookEvent = WebhookCreated | WebhookChanged | WebhookDeleted;

export interface WebhookState extends WebhookFields {
  exists: boolean;
  deleted: boolean;
  webhookId: string;
}

export const webhookStreamId = (id: string) => `webhook-${id}`;

function initialState(): WebhookState {
  return { exists: false, deleted: false, webhookId: "", name: "", uri: "", actions: [] };
}

/** Validates the three fields; throws the first problem as a field error. */
export function checkWebhookFields(c: WebhookFields & { allowPrivate: boolean; resolved?: string[] }): WebhookFields {
  const name = typeof c.name === "string" ? c.name.trim() : "";
  if (!name) throw new DomainError(WEBHOOK_MSG.nameRequired, "name");
  if (name.length > 80) throw new DomainError(WEBHOOK_MSG.nameTooLong, "name");
  const uri = checkWebhookUri(typeof c.uri === "string" ? c.uri : "", {
    allowPrivate: c.allowPrivate,
    resolved: c.resolved,
  });
  if (!uri.ok) {
    const msg =
      uri.problem === "scheme"
        ? WEBHOOK_MSG.uriScheme
        : uri.problem === "private"
          ? WEBHOOK_MSG.uriPrivate
          : WEBHOOK_MSG.uriInvalid;
    throw new DomainError(msg, "uri");
  }
  const wanted = Array.isArray(c.actions) ? c.actions : [];
  const actions = WEBHOOK_ACTIONS.filter((a) => wanted.includes(a));
  if (actions.length === 0 || actions.length !== new Set(wanted).size)
    throw new DomainError(WEBHOOK_MSG.actionsRequired, "actions");
  return { name, uri: uri.uri, actions };
}

/** Every field problem at once (the form shows them together); {} when the fields are valid. */
export function webhookFieldErrors(
  c: WebhookFields & { allowPrivate: boolean; resolved?: string[] },
): Partial<Record<"name" | "uri" | "actions", string>> {
  const out: Partial<Record<"name" | "uri" | "actions", string>> = {};
  const probes: WebhookFields[] = [c, { ...c, name: "x" }, { ...c, name: "x", uri: "https://example.com/" }];
  for (const p of probes) {
    try {
      checkWebhookFields({ ...p, allowPrivate: c.allowPrivate, resolved: p.uri === c.uri ? c.resolved : [] });
    } catch (e) {
      const err = e as DomainError;
      if (err.field) out[err.field as "name"] ??= err.message;
    }
  }
  return out;
}

function decide(command: WebhookCommand, state: WebhookState, _ctx: DecideContext): WebhookEvent[] {
  switch (command.type) {
    case "CreateWebhook": {
      if (state.exists) throw new DomainError(WEBHOOK_MSG.exists, undefined, "conflict");
      if (!command.webhookId) throw new DomainError(WEBHOOK_MSG.notFound, undefined, "invalid");
      const f = checkWebhookFields(command);
      return [{ type: "WebhookCreated", data: { webhookId: command.webhookId, ...f } }];
    }
    case "ChangeWebhook": {
      if (!state.exists || state.deleted) throw new DomainError(WEBHOOK_MSG.notFound, undefined, "not_found");
      const f = checkWebhookFields(command);
      if (f.name === state.name && f.uri === state.uri && f.actions.join() === state.actions.join()) return [];
      return [{ type: "WebhookChanged", data: { webhookId: state.webhookId, ...f } }];
    }
    case "DeleteWebhook": {
      if (!state.exists || state.deleted) throw new DomainError(WEBHOOK_MSG.notFound, undefined, "not_found");
      return [{ type: "WebhookDeleted", data: { webhookId: state.webhookId, name: state.name } }];
    }
    default:
      throw new DomainError("Comando desconhecido.");
  }
}

function evolve(state: WebhookState, e: WebhookEvent): WebhookState {
  switch (e.type) {
    case "WebhookCreated":
      return {
        exists: true,
        deleted: false,
        webhookId: e.data.webhookId,
        name: e.data.name,
        uri: e.data.uri,
        actions: [...e.data.actions],
      };
    case "WebhookChanged":
      return { ...state, name: e.data.name, uri: e.data.uri, actions: [...e.data.actions] };
    case "WebhookDeleted":
      return { ...state, deleted: true };
    default:
      return state;
  }
}

export const webhookDecider: Decider<WebhookState, WebhookCommand, WebhookEvent> = { initialState, evolve, decide };
