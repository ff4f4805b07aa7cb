import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/brochures.$ticket";
import { signDownloadTicket } from "../../app/server/brochures/downloadToken.server";
import { testNow } from "../support/testClock";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const open = (ticket: string) => load(route.loader, `http://localhost/brochures/${ticket}`, context, { params: { ticket } });

// app/routes/brochures.$ticket.tsx: a brochure's file behind a signed, short-lived ticket (decision record 0015).
describe("/brochures/:ticket", () => {
  it("is a 404 for a forged ticket, and for a genuine one whose product has no brochure", async () => {
    expect((await open("v1.general-ledger.99999999999.forged-signature")).status).toBe(404);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM product_brochures WHERE product_id = 'mutual-fund'").first("n")).toBe(0);
    expect((await open(await signDownloadTicket(env.SESSION_SECRET, "mutual-fund"))).status).toBe(404);
  });

  it("sends an expired ticket back to the product page's brochure form (303), never cached", async () => {
    const expired = await signDownloadTicket(env.SESSION_SECRET, "general-ledger", testNow().getTime() - 2 * 86_400_000);
    const answer = await open(expired);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/\/general-ledger#brochure$/);
    expect(answer.headers.get("Cache-Control")).toMatch(/no-store/);
  });
});
