// Another of the spec's API bases: the same Hono app answers it.
export { onRequest } from "../api/[[route]]";
