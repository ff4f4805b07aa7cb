import { type Chapter } from "~/lib/demo/chapters";
import { formatDuration } from "~/lib/demo/demoFormat";

/** A video's chapters, as buttons that seek; the one playing is marked. */
export function ChapterList({ chapters, current, onSeek }: { chapters: Chapter[]; current: number; onSeek: (c: Chapter) => void }) {
  return (
    <nav className="demo-chapters" aria-labelledby="demo-chapters-title">
      <h2 id="demo-chapters-title">Chapters</h2>
      <ol>
        {chapters.map((c, i) => (
          <li key={`${c.start}-${c.title}`}>
            <button type="button" className="demo-chapter" aria-current={i === current ? "true" : undefined} onClick={() => onSeek(c)}>
              <span className="demo-chapter-time">{formatDuration(c.start) ?? "0:00"}</span>
              <span>{c.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
