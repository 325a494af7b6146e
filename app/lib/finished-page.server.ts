// /…/finalizadas of every board type: status filter, search and "Carregar mais" paging.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { normalizeSearch, type BoardType } from "../../domain/shared";
import { requireUser } from "./auth.server";
import { listFinished } from "./board.server";
import { planAllows, requireBoardFlag } from "./board-page.server";

const STATUSES = ["ALL", "CLOSED", "LOST"] as const;

export function finishedLoader(type: BoardType) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    const url = new URL(request.url);
    const status = (STATUSES as readonly string[]).includes(url.searchParams.get("status") ?? "")
      ? (url.searchParams.get("status") as (typeof STATUSES)[number])
      : "ALL";
    const q = url.searchParams.get("q") ?? "";
    const pages = Math.min(100, Math.max(1, Number.parseInt(url.searchParams.get("mais") ?? "1", 10) || 1));
    if (!planAllows(user, type)) return { user, type, status, q, pages, upgrade: true, items: [], hasMoreItems: false };
    const { items, hasMoreItems } = await listFinished(user, type, {
      status,
      search: normalizeSearch(q.trim()),
      pages,
    });
    return { user, type, status, q, pages, upgrade: false, items, hasMoreItems };
  };
}
