import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "../../app/hooks/useHydrated";

function Probe({ onRender }: { onRender?: (text: string) => void }) {
  const text = useHydrated() ? "button" : "link";
  onRender?.(text);
  return <span>{text}</span>;
}

// A control that is a link in the server's HTML becomes a button once hydrated; the switch waits
// for the task after hydration's effects, so its synchronous re-render is not part of theirs
// (decision record 0057).
describe("useHydrated", () => {
  it("is false on the server and through hydration and its effects, true a task later, and at once for what mounts after", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("link");
    document.body.appendChild(container);
    await act(() => void hydrateRoot(container, <Probe />));
    expect(container.textContent).toBe("link");
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(container.textContent).toBe("button");
    // Mounted after hydration (a client navigation): a button from its first render on.
    const later = createRoot(document.createElement("div"));
    let first: string | null = null;
    await act(() => later.render(<Probe onRender={(text) => (first ??= text)} />));
    expect(first).toBe("button");
    later.unmount();
  });
});
