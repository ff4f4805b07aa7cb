import { Suspense, createElement, lazy, memo, type ComponentType } from "react";

/** Every island's loader, for the server to load them all before it renders. */
const islands: Array<() => Promise<unknown>> = [];

/**
 * A server-rendered part of a page whose code is not in the page's first load (decision record
 * 0053): below-the-fold parts such as the footer, and parts few visitors see (error screens). It renders in a Suspense boundary of its own. In the browser React
 * leaves that boundary as the server's HTML (its links plain links) until the code arrives, then
 * hydrates it on its own. The server loads every island's code first (`loadIslands`), so its render
 * never suspends: a suspended server render streams the markup in by script, which a visitor
 * without JavaScript never runs.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let arrived: ComponentType<Props> | undefined;
  const fetchCode = () => (arrived ? Promise.resolve(arrived) : load().then((component) => (arrived = component)));
  islands.push(fetchCode);
  const Lazy = lazy(() =>
    fetchCode().then(
      (component) => ({ default: component }),
      // Code that cannot arrive (a deploy replaced it) leaves the server's HTML as it is, working
      // as plain HTML, rather than replacing the page with the error screen.
      () => new Promise<never>(() => {}),
    ),
  );
  // Memoized: a parent's re-render with the same props must not reach a boundary still waiting
  // for its code, or React gives up hydrating it and renders it anew (error 421), losing focus and
  // scroll targets inside it.
  const Island = memo(function Island(props: Props) {
    return createElement(Suspense, null, createElement((arrived ?? Lazy) as ComponentType<Props>, props));
  });
  return Object.assign(Island, { load: fetchCode });
}

/**
 * A route's `clientLoader` that fetches its islands' code beside its data, for a navigation in
 * the browser: the new page then renders whole, rather than without its islands for a round trip
 * (the sections below them jumping, a scroll to an anchor landing short). It runs only on
 * navigations: the first load hydrates from the server's data and HTML.
 */
export function withIslandsCode(...parts: Array<{ load: () => Promise<unknown> }>) {
  return async function clientLoader<Data>({ serverLoader }: { serverLoader: () => Promise<Data> }): Promise<Data> {
    const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.load())]);
    return data;
  };
}

/** Loads every island's code (at once after the first time); the server's render waits for it. */
export const loadIslands = () => Promise.all(islands.map((fetchCode) => fetchCode()));
