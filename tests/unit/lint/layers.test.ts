// The layer rules must fail on the imports they exist to stop, and pass on the ones they allow:
// a lint config that never fires would let the tree drift without anyone seeing it.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("girassol/layers", () => {
  it("refuses an upward import from domain/", async () => {
    expect(await ruleIds("domain/item/x.ts", `import { services } from "../../app/lib/services.server";\n`)).toContain("girassol/layers");
  });

  it("refuses I/O in domain/ (a pure decider cannot open a database)", async () => {
    expect(await ruleIds("domain/item/x.ts", `import postgres from "postgres";\n`)).toContain("girassol/layers");
    expect(await ruleIds("domain/item/x.ts", `import { readFileSync } from "node:fs";\n`)).toContain("girassol/layers");
  });

  it("refuses projections/ → automation/ and scripts/ → app/ (the two upward imports fixed in issue 13)", async () => {
    expect(await ruleIds("projections/x.ts", `import { x } from "../automation/webhook-dispatcher";\n`)).toContain("girassol/layers");
    expect(await ruleIds("scripts/x.ts", `import { x } from "../app/lib/forms";\n`)).toContain("girassol/layers");
    expect(await ruleIds("scripts/x.ts", `export { x } from "../app/lib/forms";\n`)).toContain("girassol/layers");
  });

  it("refuses the ~/ alias outside app/", async () => {
    expect(await ruleIds("projections/x.ts", `import { x } from "~/lib/forms";\n`)).toContain("girassol/layers");
  });

  it("allows downward and same-folder imports", async () => {
    expect(await ruleIds("domain/item/x.ts", `import { MSG } from "../shared/validation";\n`)).toEqual([]);
    expect(await ruleIds("projections/x.ts", `import type { RecordedEvent } from "../eventstore/types";\n`)).toEqual([]);
    expect(await ruleIds("app/lib/x.server.ts", `import { itemDecider } from "../../domain/item";\n`)).toEqual([]);
    expect(await ruleIds("tests/unit/x.test.ts", `import { x } from "../../app/lib/forms";\n`)).toEqual([]);
  });
});

describe("girassol/app-writes", () => {
  it("refuses a write to a read model from app/", async () => {
    const code = `export const f = (db: any) => db.insertInto("rm_items").values({}).execute();\n`;
    expect(await ruleIds("app/lib/x.server.ts", code)).toContain("girassol/app-writes");
  });

  it("allows writes to the plain tables (sessions, credentials, ...)", async () => {
    const code = `export const f = (db: any) => db.deleteFrom("sessions").execute();\n`;
    expect(await ruleIds("app/lib/x.server.ts", code)).not.toContain("girassol/app-writes");
  });
});
