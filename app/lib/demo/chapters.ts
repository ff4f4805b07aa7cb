/**
 * A video's chapters from its WebVTT chapters track (decision record 0025): each cue is a chapter,
 * its text the chapter's title. Isomorphic: the player's loader lists them as buttons that seek,
 * and the same text is the <track kind="chapters"> the browser reads.
 */
export interface Chapter {
  /** Seconds from the start. */
  start: number;
  end: number;
  title: string;
}

/** At most this much chapters WebVTT (demo_items.chapters_vtt holds up to 16,384 characters). Isomorphic: the staff form shows it. */
export const MAX_CHAPTERS_BYTES = 16 * 1024;

const TIME = /^(?:(\d{1,3}):)?(\d{2}):(\d{2})\.(\d{3})$/;

/** "00:01:02.500" or "01:02.500" → seconds, or null. */
export function vttSeconds(text: string): number | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const [, h = "0", mm = "0", ss = "0", ms = "0"] = m;
  if (Number(mm) > 59 || Number(ss) > 59) return null;
  return Number(h) * 3600 + Number(mm) * 60 + Number(ss) + Number(ms) / 1000;
}

/** The chapters of a WebVTT text, in time order; cues that do not parse are skipped. At most 100. */
export function parseChapters(vtt: string): Chapter[] {
  const chapters: Chapter[] = [];
  for (const block of vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    const at = lines.findIndex((l) => l.includes("-->"));
    if (at < 0) continue;
    const [from = "", rest = ""] = lines[at]!.split("-->");
    const start = vttSeconds(from);
    const end = vttSeconds(rest.trim().split(/\s+/)[0] ?? "");
    const title = lines
      .slice(at + 1)
      .join(" ")
      .replace(/<[^>]*>/g, "")
      .trim();
    if (start === null || end === null || end <= start || !title) continue;
    chapters.push({ start, end, title: title.slice(0, 120) });
    if (chapters.length === 100) break;
  }
  return chapters.sort((a, b) => a.start - b.start);
}

/** The chapter playing at `time`, as an index into `chapters`, or -1. */
export const chapterAt = (chapters: Chapter[], time: number) => chapters.findIndex((c) => time >= c.start && time < c.end);
