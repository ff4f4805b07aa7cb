import { handle } from "hono/cloudflare-pages";
import { app } from "../../app/api/app.server";

export const onRequest = handle(app);
