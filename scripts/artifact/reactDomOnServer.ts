// What the production artifact links in place of `react-dom` (the browser's renderer, 131 KB
// minified) on the server. The server renders with react-dom/server; react-dom itself reaches the
// server bundle only through react-router-dom's flushSync (used after a client navigation) and
// createPortal in components that portal only once mounted in a browser. Neither runs on the
// server, so these stand-ins never do either: a call means a render path changed and is reported.
export function flushSync<R>(fn?: () => R): R | undefined {
  return fn?.();
}

export function unstable_batchedUpdates<A, R>(fn: (a: A) => R, a: A): R {
  return fn(a);
}

export function createPortal(): never {
  throw new Error("createPortal has no server renderer: render the portal once mounted (useEffect)");
}

export default { flushSync, unstable_batchedUpdates, createPortal };
