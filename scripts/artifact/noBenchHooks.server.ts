// Linked in place of app/server/platform/benchHooks.server.ts in the production artifact
// (scripts/lib/artifact.mjs): the simulated D1 round trip is a bench's, never a deployment's.
export function applyBenchHooks(): void {}

export async function benchStoreDelay(): Promise<void> {}
