// Bundles a TypeScript entry into one .mjs under ./.cache (git-ignored), so a test can start it many
// times with plain `node` (~0.3 s) instead of paying tsx's start-up (~3 s) on every spawn.
// npm packages stay external and resolve from the checkout's node_modules.
import { mkdirSync } from "node:fs";
import { basename, resolve } from "node:path";
import { build } from "esbuild";

export async function bundleScript(entry: string): Promise<string> {
  const dir = resolve(".cache/faults");
  mkdirSync(dir, { recursive: true });
  const outfile = `${dir}/${basename(entry, ".ts")}-${process.pid}.mjs`;
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error",
  });
  return outfile;
}
