import { type DemoLibraryGroup, groupByProduct } from "../../lib/demo/demoLibrary";
import { listDemoItems } from "./demoItems.server";

/** What the admin demo-user screens share: the grant choices. */
export async function grantGroups(db: D1Database): Promise<DemoLibraryGroup[]> {
  return groupByProduct(await listDemoItems(db));
}
