/** The visible mark on sample content (the seed's stories): a vendor replaces them with real customers'. */
export function SampleLabel() {
  return <span className="story-sample-label">Sample story</span>;
}

/** What sample content is, said once on each page that shows some. */
export function SampleNote() {
  return (
    <p className="story-sample-note" role="note">
      <strong>Sample content.</strong> Stories marked “Sample story” show the format with fictional institutions and illustrative figures; they are not claims
      about real customers.
    </p>
  );
}
