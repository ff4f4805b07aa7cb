import { type DemoLibraryGroup, groupByProduct } from "../../lib/demo/demoLibrary";
import { listDemoItems } from "./demoItems.server";
import type { D1 } from "../platform/d1Sessions.server";

/** What the admin demo-user screens share: the grant choices. */
export async function grantGroups(db: D1): Promise<DemoLibraryGroup[]> {
  return groupByProduct(await listDemoItems(db));
}
