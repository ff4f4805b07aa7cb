import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test by itself only when the runner's globals are on.
afterEach(cleanup);
// A ceiling for findBy* (a loader's round trip to workerd), not a speed check: 1 s, the default,
// is less than a busy machine takes.
configure({ asyncUtilTimeout: 15_000 });
import "./matchers";
