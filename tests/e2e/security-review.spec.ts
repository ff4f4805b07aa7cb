import { expect, test } from "./support/appTest";

/**
 * The security review, as a client on the network meets it: what the server in front of the app
 * (the Pages function and the static files) answers.
 */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.26.1" } });

test("a same-origin form post with a foreign X-Forwarded-Host gets the form's answer, not a 500", async ({ request, baseURL }) => {
  const res = await request.post("/admin/login", {
    form: { email: "nobody@meridian-fs.example", password: "not-the-password" },
    headers: { Origin: baseURL!, "X-Forwarded-Host": "evil.example" },
  });
  expect(res.status()).toBe(401);
  expect(await res.text()).toContain("Invalid email or password");
});

test("static files carry HSTS", async ({ request }) => {
  const res = await request.get("/favicon.svg");
  expect(res.status()).toBe(200);
  expect(res.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
});
