import type { Reporter, TestCase } from "vitest/node";

declare module "vitest" {
  interface TaskMeta {
    /** Text a test wants shown even when it passes (the config keeps passing tests' console quiet). */
    report?: string;
  }
}

/**
 * Prints the `report` a test attached to its meta (`task.meta.report = "…"`), passed or failed.
 * The suite runs with `silent: "passed-only"` so the app's per-request log lines stay out of the
 * output; counts a test exists to show (the bad-input suite's requests per endpoint) come this way.
 */
export class PrintReports implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const report = testCase.meta().report;
    if (report) process.stdout.write(`\n${report}\n`);
  }
}
