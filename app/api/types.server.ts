import type { Env } from "../server/env.server";

export interface ApiEnv {
  Bindings: Record<string, unknown>;
  Variables: {
    requestId: string;
    env: Env;
  };
}
