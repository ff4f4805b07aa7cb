import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureDevVars } from "../../scripts/lib/devVars.mjs";

describe("a .dev.vars made before the keyring was renamed", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps its keys, now under SEALING_KEYS, so what local D1 sealed still opens", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const file = join(mkdtempSync(join(tmpdir(), "devvars-")), ".dev.vars");
    const keys = `local1:${"A".repeat(43)}`;
    writeFileSync(file, `SESSION_SECRET=${"x".repeat(48)}\nADMIN_TOTP_SECRET=JBSWY3DPEHPK3PXP\nEMAIL_TRANSPORT=sink\nTOTP_ENCRYPTION_KEYS=${keys}\n`);
    const vars = ensureDevVars(file);
    expect(vars.SEALING_KEYS).toBe(keys);
    expect(vars.TOTP_ENCRYPTION_KEYS).toBeUndefined();
    expect(readFileSync(file, "utf8")).toContain(`\nSEALING_KEYS=${keys}\n`);
    // A second start changes nothing.
    expect(ensureDevVars(file)).toEqual(vars);
  });
});
