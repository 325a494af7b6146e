import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The app's "~/" imports (tsconfig paths): unit tests render components, integration tests call route modules.
const app = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias: { "~": app } }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        resolve: { alias: { "~": app } },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file gets its own database; files run in parallel on the shared server.
          fileParallelism: true,
        },
      },
    ],
  },
});
