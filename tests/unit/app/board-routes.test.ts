// Every board type × page of spec part 2 §2 has its route, derived from BOARD_TYPE_INFO, and no
// board route exists that the table does not name. Route names follow Remix v2 flat routes: a
// file `a.b.$c.tsx` or a folder `a.b.$c/route.tsx` serves /a/b/:c.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOARD_PAGE_RE, BOARD_TYPE_INFO, boardPagePatterns, boardPath } from "../../../app/lib/board-types";
import { BOARD_TYPES } from "../../../domain/shared";

const ROUTES = path.resolve("app/routes");

/** The URL pattern a flat-routes name serves (pathless `_x` segments and trailing `_` dropped). */
function urlPattern(routeName: string): string {
  const segments = routeName
    .split(".")
    .filter((s) => s !== "_index" && !s.startsWith("_"))
    .map((s) => (s.endsWith("_") ? s.slice(0, -1) : s))
    .map((s) => (s === "$" ? "*" : s.startsWith("$") ? `:${s.slice(1)}` : s));
  return `/${segments.join("/")}`;
}

function routeNames(): string[] {
  return readdirSync(ROUTES).flatMap((entry) => {
    const full = path.join(ROUTES, entry);
    if (statSync(full).isDirectory()) {
      return readdirSync(full).some((f) => /^route\.tsx?$/.test(f)) ? [entry] : [];
    }
    return /\.tsx?$/.test(entry) ? [entry.replace(/\.tsx?$/, "")] : [];
  });
}

const served = new Set(routeNames().map(urlPattern));

describe("board routes", () => {
  it.each(BOARD_TYPES.flatMap((t) => boardPagePatterns(t).map((p) => [t, p] as const)))("%s has %s", (_t, pattern) => {
    expect(served).toContain(pattern);
  });

  it("has no board route beyond the spec's table", () => {
    const bases = Object.values(BOARD_TYPE_INFO).map((i) => i.base);
    const expected = new Set(BOARD_TYPES.flatMap(boardPagePatterns));
    const boardRoutes = [...served].filter((p) => bases.some((b) => p === b || p.startsWith(`${b}/`)));
    expect(boardRoutes.filter((p) => !expected.has(p))).toEqual([]);
  });

  it("the board-page pattern (page cache) matches each board's page and nothing else", () => {
    const id = "0192f0a1-7b3c-7d4e-8f50-123456789abc";
    for (const t of BOARD_TYPES) {
      expect(BOARD_PAGE_RE.test(boardPath(t, id))).toBe(true);
      expect(BOARD_PAGE_RE.test(`${BOARD_TYPE_INFO[t].base}/editar/${id}`)).toBe(false);
      expect(BOARD_PAGE_RE.test(`${boardPath(t, id)}/x`)).toBe(false);
    }
    expect(BOARD_PAGE_RE.test(`/vendas/quadro/${id}`)).toBe(false);
    expect(BOARD_PAGE_RE.test(`/vendas/funil/not-a-uuid-not-a-uuid-not-a-uuid-1234`)).toBe(false);
  });

  it("reads flat-route names as Remix does", () => {
    expect(urlPattern("vendas.funil.$uid")).toBe("/vendas/funil/:uid");
    expect(urlPattern("vendas.editar._index")).toBe("/vendas/editar");
    expect(urlPattern("configuracoes_.webhooks")).toBe("/configuracoes/webhooks");
    expect(urlPattern("_index")).toBe("/");
  });
});
