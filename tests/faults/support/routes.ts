// The app's action routes, read from app/routes (Remix flat routes), so the fuzzer covers every
// route that exists when it runs, including ones added after it was written.
import { readdirSync, readFileSync } from "node:fs";
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
    if (!/\.(tsx|ts|jsx|js)$/.test(file)) continue;
    const src = readFileSync(join(dir, file), "utf8");
    if (!/export\s+(const|async\s+function|function|let)\s+action\b|export\s*\{[^}]*\baction\b/.test(src)) continue;
    const base = file.replace(/\.(tsx|ts|jsx|js)$/, "");
    const params: string[] = [];
    const segments = base
      .split(".")
      .filter((s) => s !== "_index" && !(s.startsWith("_") && s.length > 1))
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

export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\*|[A-Za-z0-9_]+)/g, (_, name: string) => (name === "*" ? values[name]! : encodeURIComponent(values[name]!)));
}
