// Thrown responses for the cases every loader and action shares. `throw notFound()` ends the
// request in Remix's error boundary with the status; the message is plain pt-BR text.
import { MSG } from "../../domain/shared/validation";

const text = (message: string, status: number, headers?: HeadersInit) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** 404: the record does not exist, or exists in another company (no IDOR: the two look alike). */
export const notFound = (message = "Não encontrado.") => text(message, 404);

/** 400: a request no form of ours sends (unknown intent, malformed id). */
export const badRequest = (message = "Ação desconhecida.") => text(message, 400);

/** 403: signed in, but the user's role or permission flags do not allow it. */
export const forbidden = (message: string = MSG.forbidden) => text(message, 403);

/** 409: the state moved under the user (a lost race, a stale form). */
export const conflict = (message: string = MSG.concurrentChange) => text(message, 409);
