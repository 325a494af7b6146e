// The project's own ESLint rules: which top-level folder may import which (the layers of
// DESIGN.md §2), and which tables app/ may write. Kept as data so a test can check the rules fail
// on a deliberate upward import (tests/unit/lint/layers.test.ts).
import path from "node:path";

/**
 * Layers, low to high. A folder may import its own layer and the layers listed for it; anything
 * else is an upward or sideways import. Being a DAG, this also rules out cycles between folders.
 */
export const LAYERS = {
  domain: [],
  db: [],
  eventstore: ["domain", "db"],
  projections: ["domain", "db", "eventstore"],
  automation: ["domain", "db", "eventstore", "projections"],
  audit: ["domain", "db", "eventstore", "projections"],
  scripts: ["domain", "db", "eventstore", "projections", "automation", "audit"],
  app: ["domain", "db", "eventstore", "projections", "automation", "audit", "scripts"],
};

/** Packages that would bring I/O, a clock or a framework into the pure domain. */
const IMPURE_FOR_DOMAIN = /^(node:|fs$|path$|crypto$|postgres$|kysely|nats$|@eventstore\/|@remix-run\/|@electric-sql\/|react)/;

/** The plain (non-event) tables app/ may write: sessions, credentials, secrets, staging, views. */
export const APP_WRITABLE_TABLES = [
  "sessions",
  "admin_sessions",
  "credentials",
  "webhook_secrets",
  "customer_uploads",
  "table_uploads",
  "item_views",
  "admin_credentials",
  "auth_throttle",
  "catalogue_uploads",
  "supplier_credentials",
  "password_reset_tokens",
  "mail_outbox",
];

function topFolder(root, file) {
  const rel = path.relative(root, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length ? first : null;
}

function targetFolder(root, file, source) {
  if (source.startsWith("~/")) return "app";
  if (!source.startsWith(".")) return null;
  return topFolder(root, path.resolve(path.dirname(file), source));
}

const layers = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      upward: "{{from}}/ must not import {{to}}/ (allowed: {{allowed}}).",
      impure: "domain/ is pure: it must not import '{{source}}'.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = topFolder(root, file);
    if (!from || !(from in LAYERS)) return {};
    const allowed = LAYERS[from];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      if (from === "domain" && IMPURE_FOR_DOMAIN.test(source)) {
        context.report({ node, messageId: "impure", data: { source } });
        return;
      }
      const to = targetFolder(root, file, source);
      if (!to || to === from || !(to in LAYERS || ["bench", "tests", "lint"].includes(to))) return;
      if (!allowed.includes(to)) {
        context.report({ node, messageId: "upward", data: { from, to, allowed: allowed.join(", ") || "nothing" } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const WRITES = new Set(["insertInto", "updateTable", "deleteFrom", "mergeInto", "replaceInto"]);

const appWrites = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      write: "app/ never writes read models: send a command (plain tables allowed: {{allowed}}), not {{table}}.",
    },
  },
  create(context) {
    if (topFolder(context.cwd, context.filename) !== "app") return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier" || !WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        const table = arg?.type === "Literal" && typeof arg.value === "string" ? arg.value.split(" ")[0] : null;
        if (table && APP_WRITABLE_TABLES.includes(table)) return;
        context.report({
          node,
          messageId: "write",
          data: { table: table ?? "a computed table", allowed: APP_WRITABLE_TABLES.join(", ") },
        });
      },
    };
  },
};

export const girassolPlugin = { rules: { layers, "app-writes": appWrites } };
