// A board move (drag and drop, the keyboard or the card's form, with JS) whose POST never reached the
// server or failed there (5xx): a cut network makes the fetcher throw, and Remix would put the root error page in place of the
// whole board. The board routes' clientAction turns that failure into an answer the board shows
// on the card ("Não foi possível mover · Tentar de novo"), and skips the revalidation that would
// fail the same way. Every other answer (and every other intent's failure) goes through unchanged.
import { isRouteErrorResponse, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";

/** What the board gets instead of the error page: the move that did not go, to be retried as is. */
export interface MoveNotSent {
  intent: "move";
  itemId: string;
  notSent: true;
  /** The posted fields, so "Tentar de novo" sends the same command id (applied once at most). */
  fields: Record<string, string>;
}

export function isMoveNotSent(data: unknown): data is MoveNotSent {
  return typeof data === "object" && data !== null && (data as Partial<MoveNotSent>).notSent === true;
}

/**
 * The server's own answer to the move (a redirect, a 4xx refusal): shown as usual. Anything else
 * (the network cut, a 5xx, an answer that cannot be read) means the move may not have been applied:
 * the card goes back with "Tentar de novo", whose same command id applies it once at most.
 */
function isAnswer(error: unknown) {
  const status = error instanceof Response ? error.status : isRouteErrorResponse(error) ? error.status : undefined;
  return status !== undefined && status < 500;
}

export async function boardClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // Read a copy: serverAction posts the request's own body.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (form.get("intent") !== "move" || isAnswer(error)) throw error;
    const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
    const answer: MoveNotSent = { intent: "move", itemId: fields.itemId ?? "", notSent: true, fields };
    return answer;
  }
}

export const boardShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isMoveNotSent(actionResult) ? false : defaultShouldRevalidate;
