/** The visible mark on sample content (the seed's stories): a vendor replaces them with real customers'. */
export function SampleLabel({ text = "Sample story" }: { text?: string }) {
  return <span className="story-sample-label">{text}</span>;
}

/** What sample content is, said once on each page that shows some (in the page's language where it is given). */
export function SampleNote({
  lead = "Sample content.",
  body = "Stories marked “Sample story” show the format with fictional institutions and illustrative figures; they are not claims about real customers.",
}: {
  lead?: string;
  body?: string;
}) {
  return (
    <p className="story-sample-note" role="note">
      <strong>{lead}</strong> {body}
    </p>
  );
}
