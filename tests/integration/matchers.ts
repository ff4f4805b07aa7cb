import { env } from "cloudflare:workers";
import { expect } from "vitest";

/**
 * Custom matchers for the integration tests, registered by setup.ts:
 * - `expect(listed).toListEachOnce(existing, "where they are listed")`: a table that must hold one
 *   entry per endpoint (the authorization matrix, the bad-input suite) holds each exactly once,
 *   and nothing that does not exist.
 * - `await expect(target).toHaveAuditTrail(actions)`: the staff audit log's actions on `target`
 *   (a title, a name, an id), in any order: each staff change writes its row in the change's own
 *   batch (docs/decisions/0020), so this is what landed.
 * - `await expect(response).toBeApiError(status, error, issues?)`: the API's JSON error shape,
 *   `{ error, requestId, issues? }`, with the request id the response's X-Request-Id header
 *   names; `error` and `issues` may be asymmetric matchers (expect.any(String)).
 */
expect.extend({
  toListEachOnce(received: string[], existing: string[], where: string) {
    const duplicates = received.filter((r, i) => received.indexOf(r) !== i);
    const missing = existing.filter((e) => !received.includes(e));
    const extra = received.filter((r) => !existing.includes(r));
    const pass = duplicates.length + missing.length + extra.length === 0;
    return {
      pass,
      message: () =>
        pass
          ? `expected ${where} not to list each of ${existing.length} once`
          : [
              duplicates.length ? `listed twice in ${where}: ${duplicates.join(", ")}` : "",
              missing.length ? `without an entry in ${where}: ${missing.join(", ")}` : "",
              extra.length ? `in ${where} but not existing: ${extra.join(", ")}` : "",
            ]
              .filter(Boolean)
              .join("\n"),
    };
  },

  async toHaveAuditTrail(received: string, actions: string[]) {
    const { results } = await env.DB.prepare("SELECT action FROM staff_audit WHERE target = ?1").bind(received).all<{ action: string }>();
    const actual = results.map((r) => r.action).sort();
    const expected = [...actions].sort();
    const pass = this.equals(actual, expected);
    return {
      pass,
      message: () => `expected the audit actions on ${this.utils.printReceived(received)} ${pass ? "not " : ""}to be ${this.utils.printExpected(expected)}`,
      actual,
      expected,
    };
  },

  async toBeApiError(received: Response, status: number, error: unknown, issues?: unknown) {
    const type = received.headers.get("Content-Type") ?? "";
    const text = await received.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: shown as text below.
    }
    const expected = { error, requestId: received.headers.get("X-Request-Id"), ...(issues === undefined ? {} : { issues }) };
    const pass = received.status === status && type.startsWith("application/json") && this.equals(body, expected);
    return {
      pass,
      message: () =>
        `expected ${received.status} ${type} ${this.utils.printReceived(body)} ${pass ? "not " : ""}to be the error shape: ${status} ${this.utils.printExpected(expected)}`,
      actual: { status: received.status, body },
      expected: { status, body: expected },
    };
  },
});

interface CustomMatchers<R = unknown> {
  toBeApiError(status: number, error: unknown, issues?: unknown): Promise<R>;
  toListEachOnce(existing: string[], where: string): R;
  toHaveAuditTrail(actions: string[]): Promise<R>;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends CustomMatchers<T> {}
}
