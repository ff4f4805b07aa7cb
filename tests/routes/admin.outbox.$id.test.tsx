import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.outbox.$id";
import { itAnswersNotFound, itGuards, recordAt } from "./support/access";
import { failedEmail, openAs } from "./support/fixtures";
import { platform } from "./support/platform";

const { env } = await platform();
const at = recordAt("/admin/outbox/:id", { inAdmin: true });

describe("/admin/outbox/:id (app/routes/admin.outbox.$id.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()), "editor");

  it("shows the message: its subject, recipient, last error, text and a resend button", async () => {
    const email = await failedEmail(env, "Your figures for March are ready.");
    await openAs("admin", route, at(email.id), email.subject);
    expect(screen.getByText(email.to)).toBeTruthy();
    expect(screen.getByText(email.lastError)).toBeTruthy();
    expect(screen.getByText("Your figures for March are ready.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend now" })).toBeTruthy();
  });

  it("hides an invitation link's token: staff never see a way into a prospect's account", async () => {
    const email = await failedEmail(env, "Choose your password: https://example.com/demo/invitation/s3cr3t-t0ken-value");
    await openAs("admin", route, at(email.id), email.subject);
    expect(screen.getByText("Choose your password: https://example.com/demo/invitation/[hidden]")).toBeTruthy();
    expect(screen.queryByText(/s3cr3t-t0ken-value/)).toBeNull();
  });

  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");
});
