import { type Context, Hono } from "hono";
import type { demoItemSchema } from "../../lib/demo/demoSchemas";
import * as z from "zod";
import { DEMO_KINDS, type DemoKind } from "../../lib/demo/demoSchemas";
import { type DemoItemRecord, listDemoItems } from "../../server/demo/demoItems.server";
import { deleteDemoItem, saveDemoItem } from "../../server/demo/demoItemOperations.server";
import { demoViewer } from "../middleware/demoViewer.server";
import { anyAuth, staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, orThrow, staffCallOf, validQuery } from "../validate.server";

/**
 * The spec's demo-content endpoints (mounted at /api):
 *   POST   /DemoAccessSaveorEdit        create (no id) or update a content item      demo:manage
 *   GET    /DemoAccessGetData[?kind=]   every content item                           demo:manage
 *   DELETE /DemoAccessDeleteData/:id    delete an item, its grants and R2 objects    demo:manage
 *   GET    /GetDemoAccessVideoData      videos: staff (demo:manage) all, a demo user theirs
 *   GET    /GetDemoAccessImageData      images: likewise
 */
const kindQuery = z.object({ kind: z.enum(DEMO_KINDS, { message: "kind must be video or image" }).optional() });

/** What a demo user may know of an item: not how many others were granted it. */
const forDemoUser = ({ grantCount: _count, ...item }: DemoItemRecord) => item;

function listOfKind(kind: DemoKind) {
  return async (c: Context<ApiEnv>) => {
    const viewer = demoViewer(c);
    const db = c.get("env").DB;
    const key = kind === "video" ? "videos" : "images";
    if (viewer.audience === "staff") return c.json({ [key]: await listDemoItems(db, { kind }) });
    return c.json({ [key]: (await listDemoItems(db, { kind, grantedTo: viewer.demoUserId })).map(forDemoUser) });
  };
}

export const demoAccessItems = new Hono<ApiEnv>()
  .post("/DemoAccessSaveorEdit", staffAuth("demo:manage"), operationBody<typeof demoItemSchema>(), async (c) => {
    const { item, created } = orThrow(await saveDemoItem(staffCallOf(c), c.get("env").MEDIA, c.req.valid("json").body));
    return c.json({ item }, created ? 201 : 200);
  })
  .get("/DemoAccessGetData", staffAuth("demo:manage"), validQuery(kindQuery), async (c) => {
    return c.json({ items: await listDemoItems(c.get("env").DB, { kind: c.req.valid("query").kind }) });
  })
  .delete("/DemoAccessDeleteData/:id", staffAuth("demo:manage"), async (c) => {
    const { item } = orThrow(await deleteDemoItem(staffCallOf(c), c.get("env").MEDIA, { id: c.req.param("id") }));
    return c.json({ deleted: item });
  })
  .get("/GetDemoAccessVideoData", anyAuth(), listOfKind("video"))
  .get("/GetDemoAccessImageData", anyAuth(), listOfKind("image"));
