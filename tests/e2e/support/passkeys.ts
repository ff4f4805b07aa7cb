import type { CDPSession, Page } from "@playwright/test";

/**
 * Chromium's virtual authenticator through the DevTools protocol (WebAuthn domain): a platform
 * authenticator with resident keys and user verification that always verifies, so passkey
 * ceremonies run in the real browser with no device. Passkeys need a domain for the relying party
 * (an IP address is not one), so the passkey specs browse http://localhost:<port>.
 */
export const LOCAL_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8799}`;

export interface VirtualAuthenticator {
  cdp: CDPSession;
  id: string;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

export async function credentialsOf(auth: VirtualAuthenticator) {
  const { credentials } = await auth.cdp.send("WebAuthn.getCredentials", { authenticatorId: auth.id });
  return credentials;
}

export async function removeVirtualAuthenticator(auth: VirtualAuthenticator) {
  await auth.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: auth.id });
}
