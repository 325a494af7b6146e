// A board move (drag and drop or the card's form, with JS) whose POST never reached the server: a
// cut network makes the fetcher throw, and Remix would put the root error page in place of the
// whole board. The board routes' clientAction turns that failure into an answer the board shows
// on the card ("Não foi possível mover · Tentar de novo"), and skips the revalidation that would
// fail the same way. Every other answer (and every other intent's failure) goes through unchanged.
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

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

export async function boardClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // Read a copy: serverAction posts the request's own body.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // A Response is the server's answer (a redirect, a 4xx): not a network failure.
    if (error instanceof Response || form.get("intent") !== "move" || !(error instanceof TypeError)) throw error;
    const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
    const answer: MoveNotSent = { intent: "move", itemId: fields.itemId ?? "", notSent: true, fields };
    return answer;
  }
}

export const boardShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isMoveNotSent(actionResult) ? false : defaultShouldRevalidate;
