import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNotificationStore, normalizeNotification } from "~/components/shell/notifications";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("normalizeNotification", () => {
  it("fills the spec's defaults", () => {
    expect(normalizeNotification({}, 1)).toEqual({ id: 1, type: "default", message: "System Notification", timer: 3000, closeable: false });
  });

  it("keeps what it is given; a timer of 0 (or nonsense) means no timer", () => {
    expect(normalizeNotification({ type: "warning", message: "Hi", timer: 0, closeable: true }, 2)).toEqual({
      id: 2,
      type: "warning",
      message: "Hi",
      timer: 0,
      closeable: true,
    });
    expect(normalizeNotification({ timer: -5 }, 3).timer).toBe(0);
    expect(normalizeNotification({ message: "  " }, 4).message).toBe("System Notification");
  });
});

describe("notification store", () => {
  it("hides after the default 3000 ms and clears the content 600 ms later", () => {
    const store = createNotificationStore();
    expect(store.show({ type: "success", message: "Saved" })).toBe(1);
    expect(store.getState()).toMatchObject({ visible: true, notification: { type: "success", message: "Saved" } });
    vi.advanceTimersByTime(2999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ visible: false, notification: { message: "Saved" } });
    vi.advanceTimersByTime(599);
    expect(store.getState().notification?.message).toBe("Saved");
    vi.advanceTimersByTime(1);
    expect(store.getState()).toEqual({ visible: false, notification: null });
  });

  it("honours a custom timer (the contact form's 4000 ms error)", () => {
    const store = createNotificationStore();
    store.show({ type: "error", message: "Please provide required values", timer: 4000 });
    vi.advanceTimersByTime(3999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(false);
  });

  it("ignores a show request while one is visible", () => {
    const store = createNotificationStore();
    store.show({ message: "first" });
    expect(store.show({ message: "second" })).toBeNull();
    expect(store.getState().notification?.message).toBe("first");
    // The ignored request did not restart the timer either.
    vi.advanceTimersByTime(3000);
    expect(store.getState().visible).toBe(false);
  });

  it("stays until hidden when the timer is 0, and a hide (a click) hides it", () => {
    const store = createNotificationStore();
    store.show({ type: "warning", message: "stay", timer: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().visible).toBe(true);
    store.hide();
    expect(store.getState().visible).toBe(false);
    vi.advanceTimersByTime(600);
    expect(store.getState().notification).toBeNull();
  });

  it("accepts a new one while the last slides out, and its cleanup does not erase the new one", () => {
    const store = createNotificationStore();
    store.show({ message: "old" });
    store.hide();
    vi.advanceTimersByTime(300);
    expect(store.show({ message: "new" })).toBe(2);
    vi.advanceTimersByTime(300);
    expect(store.getState()).toMatchObject({ visible: true, notification: { message: "new" } });
    vi.advanceTimersByTime(2700);
    expect(store.getState()).toMatchObject({ visible: false, notification: { message: "new" } });
  });

  it("a click before the timer cancels the timer", () => {
    const store = createNotificationStore();
    store.show({ message: "a" });
    vi.advanceTimersByTime(1000);
    store.hide();
    vi.advanceTimersByTime(600);
    store.show({ message: "b" });
    vi.advanceTimersByTime(1500);
    // The first one's 3000 ms timer would have fired here had the click not cancelled it.
    expect(store.getState()).toMatchObject({ visible: true, notification: { message: "b" } });
  });

  it("hides by id only the one it names", () => {
    const store = createNotificationStore();
    const offline = store.show({ message: "offline", timer: 0 })!;
    store.hide();
    vi.advanceTimersByTime(600);
    store.show({ message: "other", timer: 0 });
    store.hide(offline);
    expect(store.getState()).toMatchObject({ visible: true, notification: { message: "other" } });
  });

  it("tells subscribers about every change", () => {
    const store = createNotificationStore();
    const seen: boolean[] = [];
    const off = store.subscribe(() => seen.push(store.getState().visible));
    store.show();
    vi.advanceTimersByTime(3600);
    off();
    store.show();
    expect(seen).toEqual([true, false, false]);
  });
});
