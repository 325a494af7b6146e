// The app's action routes, read from app/routes (Remix flat routes: a file, or a folder whose
// route.tsx is the module, ADR 008), so the fuzzer covers every route that exists when it runs,
// including ones added after it was written. An optional segment ("($preVendor)") is left out.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface ActionRoute {
  file: string;
  /** URL pattern with :params (":*" for a splat). */
  pattern: string;
  params: string[];
}

export function actionRoutes(dir = "app/routes"): ActionRoute[] {
  const out: ActionRoute[] = [];
  for (const file of readdirSync(dir).sort()) {
    const moduleFile = routeModule(dir, file);
    if (!moduleFile) continue;
    const src = readFileSync(moduleFile, "utf8");
    if (!/export\s+(const|async\s+function|function|let)\s+action\b|export\s*\{[^}]*\baction\b/.test(src)) continue;
    const base = file.replace(/\.(tsx|ts|jsx|js)$/, "");
    const params: string[] = [];
    const segments = base
      .split(".")
      .filter((s) => s !== "_index" && !(s.startsWith("_") && s.length > 1) && !/^\(.*\)$/.test(s))
      .map((s) => s.replace(/_$/, "").replace(/\[(.*?)\]/g, "$1"))
      .map((s) => {
        if (s === "$") {
          params.push("*");
          return ":*";
        }
        if (s.startsWith("$")) {
          params.push(s.slice(1));
          return `:${s.slice(1)}`;
        }
        return s;
      });
    out.push({ file, pattern: `/${segments.join("/")}`, params });
  }
  return out;
}

/** The route module of an app/routes entry: the file itself, or a folder's route.tsx/route.ts. */
function routeModule(dir: string, entry: string): string | null {
  const path = join(dir, entry);
  if (statSync(path).isDirectory()) {
    for (const name of ["route.tsx", "route.ts", "route.jsx", "route.js"]) if (existsSync(join(path, name))) return join(path, name);
    return null;
  }
  return /\.(tsx|ts|jsx|js)$/.test(entry) ? path : null;
}

export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\*|[A-Za-z0-9_]+)/g, (_, name: string) => (name === "*" ? values[name]! : encodeURIComponent(values[name]!)));
}
