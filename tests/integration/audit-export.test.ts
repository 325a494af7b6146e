// The audit export (JSON Lines and CSV) chains every record to the previous one by SHA-256;
// audit:verify says "íntegro" for an untouched file and finds a flipped byte, a removed line and a
// cut end.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationFixture } from "../support/automation-fixture";
import { exportLines, type ExportFormat } from "../../audit/export";
import { verifyFile, parseCsvLine } from "../../audit/verify";

describe("audit export and verify", () => {
  let fx: Awaited<ReturnType<typeof automationFixture>>;
  let dir: string;
  beforeAll(async () => {
    fx = await automationFixture();
    dir = mkdtempSync(join(tmpdir(), "girassol-audit-"));
    await fx.move(fx.items[0].id);
    await fx.send(fx.items[1].id, { type: "EditItem", name: 'Nome, com "aspas" e vírgula' });
    // The export reads the log gap-free (below the oldest running transaction): let the projections finish.
    await fx.settle();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await fx?.close();
  });

  async function exportTo(format: ExportFormat): Promise<string> {
    const lines: string[] = [];
    let progress = 0;
    for await (const l of exportLines(
      fx.database,
      { companyId: fx.company.id, from: new Date(0), until: new Date(Date.now() + 60_000), format, viewerId: fx.company.manager_id },
      (n) => {
        progress = n;
      },
    ))
      lines.push(l);
    const file = join(dir, `export.${format}`);
    writeFileSync(file, lines.join("\n") + "\n");
    expect(progress).toBeGreaterThan(20);
    return file;
  }

  it.each(["jsonl", "csv"] as const)("%s: untouched is íntegro; a flipped byte, a removed line and a cut end are found", async (format) => {
    const file = await exportTo(format);
    const ok = await verifyFile(file);
    expect(ok).toMatchObject({ ok: true, format });
    const total = await fx.db
      .selectFrom("events")
      .innerJoin("streams", "streams.stream_id", "events.stream_id")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("streams.company_id", "=", fx.company.id)
      .executeTakeFirstOrThrow();
    expect(ok.ok && ok.events).toBe(Number(total.n));

    const cli = spawnSync("npx", ["tsx", "scripts/audit-verify.ts", file], { encoding: "utf8" });
    expect(cli.stdout).toContain("íntegro");
    expect(cli.status).toBe(0);

    const original = readFileSync(file, "utf8");
    const lines = original.split("\n");
    const first = format === "csv" ? 1 : 0;
    // Flip one byte of the 6th record: its last digit (inside the event's data or metadata).
    const target = first + 5;
    const idx = lines[target].search(/\d(?!.*\d)/);
    const chars = lines[target].split("");
    chars[idx] = chars[idx] === "1" ? "2" : "1";
    const tampered = [...lines];
    tampered[target] = chars.join("");
    writeFileSync(file, tampered.join("\n"));
    const bad = await verifyFile(file);
    expect(bad.ok).toBe(false);
    // Found at the altered record itself (unreadable) or at the next one (its prev no longer matches).
    expect(!bad.ok && [6, 7]).toContain(!bad.ok && bad.record);
    const cliBad = spawnSync("npx", ["tsx", "scripts/audit-verify.ts", file], { encoding: "utf8" });
    expect(cliBad.status).toBe(1);
    expect(cliBad.stdout).toMatch(/quebrado no registro [67]/);

    // A removed line.
    writeFileSync(file, lines.filter((_, i) => i !== first + 3).join("\n"));
    expect(await verifyFile(file)).toMatchObject({ ok: false, record: 4 });
    // A cut end (the end record removed).
    writeFileSync(file, lines.slice(0, -2).join("\n") + "\n");
    expect(await verifyFile(file)).toMatchObject({ ok: false, reason: expect.stringContaining("registro final") });
  });

  it("CSV fields with commas and quotes round-trip", () => {
    expect(parseCsvLine('1,"a,b","x ""y"" z",')).toEqual(["1", "a,b", 'x "y" z', ""]);
  });
});
