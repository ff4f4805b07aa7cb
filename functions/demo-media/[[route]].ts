// The demo media base (SPEC §7): the same Hono app answers it (app/api/routes/demoMedia.server.ts).
export { onRequest } from "../api/[[route]]";
