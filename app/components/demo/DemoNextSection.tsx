import { Link, useFetcher } from "@remix-run/react";
import { forwardRef } from "react";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { demoVideoIntents } from "~/lib/demo/demoVideoIntents";

/** What the player's action answers to intent=talk-to-sales (its other intents answer { recorded }). */
export type TalkToSalesAnswer = { sales: { created: boolean; productName: string } | null; error: string | null };

interface UpNext {
  title: string;
  href: string;
  thumbnailUrl: string | null;
  summary: string;
}

/**
 * Under a demo video (decision record 0025): "Talk to sales about <product>", which posts
 * intent=talk-to-sales to the player's own action and says what became of it, and "Up next", the
 * library's next video. When the video ends, the heading thanks the viewer and the player moves
 * focus here (the ref), so this is what they meet when it stops.
 */
export const DemoNextSection = forwardRef<HTMLElement, { itemId: string; productName: string; ended: boolean; next: UpNext | null }>(function DemoNextSection(
  { itemId, productName, ended, next },
  ref,
) {
  const salesFetcher = useFetcher<TalkToSalesAnswer | { recorded: boolean }>({ key: `sales-${itemId}` });
  const salesAnswer = salesFetcher.data && "sales" in salesFetcher.data ? salesFetcher.data : undefined;
  const busy = salesFetcher.state !== "idle";
  return (
    <section ref={ref} tabIndex={-1} className={`demo-next${ended ? " demo-next-ended" : ""}`} aria-labelledby="demo-next-title">
      <h2 id="demo-next-title">{ended ? "Thanks for watching" : "What next?"}</h2>
      <div className="demo-next-cta">
        <p>Questions about {productName} for your institution? Our sales team can walk you through it with your own figures.</p>
        {salesAnswer?.sales ? (
          <p className="form-success" role="status">
            {salesAnswer.sales.created
              ? `Thank you: our sales team will contact you about ${salesAnswer.sales.productName}.`
              : `You have already asked about ${salesAnswer.sales.productName}: our sales team will contact you.`}
          </p>
        ) : (
          <salesFetcher.Form method="post">
            <button type="submit" {...demoVideoIntents.button("talk-to-sales")} className="button" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Sending…" : `Talk to sales about ${productName}`}
            </button>
          </salesFetcher.Form>
        )}
        <ErrorAlert>{salesAnswer?.error}</ErrorAlert>
      </div>
      {next ? (
        <div className="demo-up-next">
          <h3>Up next</h3>
          <Link to={next.href} className="demo-up-next-link">
            <span className="demo-up-next-thumb" aria-hidden="true">
              {next.thumbnailUrl ? <img src={next.thumbnailUrl} alt="" loading="lazy" /> : <span className="demo-thumb-placeholder">▶</span>}
            </span>
            <span>
              <span className="demo-card-title">{next.title}</span>
              <span className="demo-card-meta">{next.summary}</span>
            </span>
          </Link>
        </div>
      ) : null}
    </section>
  );
});
