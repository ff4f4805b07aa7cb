import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostCard } from "../../../../app/components/news/PostCard";

const POST = {
  slug: "a-post",
  title: "A post",
  summary: "",
  // A fixed instant: the card writes the date it is given; no clock reads it.
  publishedAt: "2026-03-04T23:30:00.000Z",
  category: { id: "c1", name: "Events", slug: "events" },
  cover: null,
};

function html(url: string) {
  const Stub = createRemixStub([{ path: "*", Component: () => <PostCard post={POST} /> }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

// app/components/news/PostCard.tsx: the date in the page's language, links within it (decision record 0049).
describe("a news card in the page's language", () => {
  it("dates the post and links within the page's language", () => {
    const spanish = html("/es/news");
    expect(spanish).toContain(">4 de marzo de 2026</time>");
    expect(spanish).toContain('href="/es/news/a-post"');
    expect(spanish).toContain('href="/es/news?category=events"');
    const english = html("/news");
    expect(english).toContain(">March 4, 2026</time>");
    expect(english).toContain('href="/news/a-post"');
  });
});
