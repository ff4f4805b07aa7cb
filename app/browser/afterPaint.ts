/**
 * Runs `callback` once the frame now being prepared is on screen: a task after the next animation
 * frame. For work a first frame need not wait for (an overlay's page lock, a form's token).
 * Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(callback)));
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
