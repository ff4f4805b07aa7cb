import { env } from "cloudflare:workers";
import { completeUpload, createUpload, uploadPart } from "../../../app/server/demo/demoUploads.server";
import { createDemoUser, createStaff, type TestDemoUser, type TestStaff } from "../auth";
import { createDemoItem } from "../demoFixtures";
import { callAs } from "../operations/atomicity";
import type { MatrixFixtures } from "./matrix";

let n = 0;

/**
 * The fixtures a matrix row's request is built from (authz.test.ts, faults.test.ts): accounts to
 * sign in with, and demo content and uploads made directly in D1 and R2, as `admin` and for `demo`.
 */
export async function matrixFixtures(admin: TestStaff, demo: TestDemoUser, uploadName: string): Promise<MatrixFixtures> {
  // Password-only sign-in still answers 200 for an account yet to enrol (its session can only enrol).
  const [loginUser, loginDemo] = await Promise.all([createStaff("editor", { secondFactor: false }), createDemoUser()]);
  return {
    newStaffUser: async (role = "editor") => createStaff(role),
    staffLogin: { email: loginUser.email, password: loginUser.password },
    demoLogin: { username: loginDemo.username, password: loginDemo.password },
    unique: (prefix) => `${prefix}-${n++}-${Date.now().toString(36)}`,
    demoUserId: demo.id,
    newDemoUser: async () => createDemoUser(),
    newDemoItem: async ({ grantToDemoCaller = true, poster = false, chaptersVtt } = {}) =>
      createDemoItem({ grantTo: grantToDemoCaller ? [demo.id] : [], poster, chaptersVtt }),
    newUpload: async (bytes, state) => {
      const upload = await createUpload(callAs(admin), env.MEDIA, { filename: uploadName, contentType: "image/png", size: bytes.length });
      if (state !== "created") await uploadPart(callAs(admin), env.MEDIA, upload.id, 1, new Response(bytes).body, bytes.length);
      if (state === "completed") await completeUpload(callAs(admin), env.MEDIA, upload.id);
      return upload;
    },
  };
}
