import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { PrintReports } from "./tests/support/printReports.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  test: {
    silent: "passed-only",
    reporters: ["default", new PrintReports()],
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        resolve: { alias },
        // Route modules under createRemixStub: real loaders and actions on the local D1 of workerd
        // (wrangler's platform proxy), components in happy-dom (tests/routes/support/).
        test: {
          name: "routes",
          include: ["tests/routes/**/*.test.tsx"],
          environment: "happy-dom",
          globalSetup: ["tests/routes/support/globalSetup.ts"],
          setupFiles: ["tests/routes/support/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [
          // Inside workerd, with the bindings and vars of wrangler.toml on a fresh local D1 and R2.
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // An empty database of its own for tests that apply the migrations step by step
              // (tests/integration/brochures/migration.test.ts); setup.ts migrates only DB.
              d1Databases: { MIGRATION_DB: "migration-test" },
              bindings: {
                APP_ENV: "test",
                SESSION_SECRET: "integration-test-secret-0123456789abcdef",
                // Two keys, so rotation is exercised: "it2" seals, "it1" still opens (secretBox.server.ts).
                SEALING_KEYS: "it2:aW50ZWdyYXRpb24tdGVzdHMta2V5LXR3by0wMTIzNDU,it1:aW50ZWdyYXRpb24tdGVzdHMta2V5LW9uZS0wMTIzNDU",
                // As in local development (.dev.vars): the local mail sink, kept in the test's R2.
                EMAIL_TRANSPORT: "sink",
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              },
            },
          })),
        ],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/integration/setup.ts"],
          // A ceiling, not a speed check: a 25 MB upload through workerd took 1 s idle and over 5 s
          // with a CPU hog beside it. No assertion depends on elapsed time.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
