import { Suspense, createElement, lazy, type ComponentType } from "react";

const serverLoads: Promise<unknown>[] = [];

/**
 * A server-rendered part of a page whose code is not in the page's first load (decision record
 * 0053): below-the-fold parts such as the footer, and parts few visitors see (error screens, the
 * outdated-browser banner). It renders in a Suspense boundary of its own, which in the browser React leaves as the server's HTML (its links plain links) until the code arrives, then
 * hydrates on its own. On the server its code is loaded at start-up (`islandsLoaded`), so a render
 * never suspends there: a suspended server render streams the markup in by script, which a visitor
 * without JavaScript never runs.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let arrived: ComponentType<Props> | undefined;
  const fetchCode = () => load().then((component) => (arrived = component));
  if (typeof document === "undefined") serverLoads.push(fetchCode());
  const Lazy = lazy(() =>
    fetchCode().then(
      (component) => ({ default: component }),
      // Code that cannot arrive (a deploy replaced it) leaves the server's HTML as it is, working
      // as plain HTML, rather than replacing the page with the error screen.
      () => new Promise<never>(() => {}),
    ),
  );
  return function Island(props: Props) {
    return createElement(Suspense, null, createElement((arrived ?? Lazy) as ComponentType<Props>, props));
  };
}

/** Settles once every island's code is loaded on the server; the document's render waits for it. */
export const islandsLoaded = () => Promise.all(serverLoads);
