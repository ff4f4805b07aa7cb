import { stylesheets } from "~/lib/stylesheets";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { chapterAt, parseChapters } from "~/lib/demo/chapters";
import { groupByProduct, upNext } from "~/lib/demo/demoLibrary";
import { ChapterList } from "~/components/demo/ChapterList";
import { DemoErrorBoundary } from "~/components/demo/DemoErrorBoundary";
import { DemoNextSection, type TalkToSalesAnswer } from "~/components/demo/DemoNextSection";
import { DemoViewerHeading } from "~/components/demo/DemoViewerHeading";
import { formatDuration } from "~/lib/demo/demoFormat";
import { captionsTrack } from "~/lib/demo/captions";
import { progressReportSchema, resumeAt } from "~/lib/demo/watchProgress";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { requireDemoUser } from "~/server/auth/guards.server";
import { chaptersOf, getGrantedItem, listDemoItems } from "~/server/demo/demoItems.server";
import { requestSalesFromDemo } from "~/server/demo/demoSalesRequest.server";
import { recordDemoView } from "~/server/demo/demoViews.server";
import { positionOf, positionsOf, recordProgress } from "~/server/demo/demoWatch.server";
import { INVALID_QUERY_MESSAGE } from "~/lib/messages";
import { readForm } from "~/server/platform/forms.server";
import { dispatchIntent } from "~/server/platform/intents.server";
import { formFields } from "~/lib/formErrors";
import { demoVideoIntents } from "~/lib/demo/demoVideoIntents";
import demoStyles from "~/styles/demo.css";
import { privatePageHeaders } from "~/lib/cache";

/**
 * /demo/videos/:id: the player for a video granted to the signed-in demo user (403 for any
 * other id). The video streams from the demo media base in ranges, so seeking works. The page
 * records one "play" when playback first starts (a POST to this route's action), so the audit
 * counts plays, not the many range requests a player makes.
 *
 * Captions (WebVTT, per video) are offered as a <track>, on by default. The page reports where the
 * viewer is and what they played (intent=progress: on pause, after a seek, every 15 s of playing,
 * at the end and when the page is left), so the player resumes where this demo user stopped and
 * staff see how much of each video each demo user watched.
 *
 * Decision record 0025: the video is shown at most at its own width; its chapters
 * (a <track kind="chapters">, the same WebVTT listed as buttons that seek); "Up next", the next
 * video of the library; and at the end a call to action, "Talk to sales about <product>", which
 * stores a sales request linked to this demo user and product (intent=talk-to-sales).
 */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d?.item.title ?? "Product Demos" }),
  { name: "robots", content: "noindex" },
];

export const headers = privatePageHeaders;

async function grantedVideo(request: Request, env: LoaderFunctionArgs["context"]["env"], id: string) {
  const auth = await requireDemoUser(request, env);
  const item = await getGrantedItem(env.DB, auth.demoUser.id, id);
  if (!item || item.kind !== "video") throw new Response("You do not have access to this video", { status: 403 });
  return { auth, item };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, item } = await grantedVideo(request, context.env, params.id!);
  const db = context.env.DB;
  const [position, vtt, items, positions] = await Promise.all([
    positionOf(db, auth.demoUser.id, item.id),
    item.chaptersUrl ? chaptersOf(db, item.id) : null,
    listDemoItems(db, { grantedTo: auth.demoUser.id }),
    positionsOf(db, auth.demoUser.id),
  ]);
  const next = upNext(groupByProduct(items, positions), item.id);
  return data(
    {
      item,
      resumeAt: resumeAt(position, item.durationSeconds),
      chapters: vtt ? parseChapters(vtt) : [],
      upNext: next ? { title: next.title, href: next.href, thumbnailUrl: next.thumbnailUrl, summary: next.summary } : null,
      demoViewer: { name: auth.demoUser.name },
    },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, item } = await grantedVideo(request, context.env, params.id!);
  const form = await readForm(request);
  return dispatchIntent(demoVideoIntents, formFields(form), {
    "talk-to-sales": async () => {
      const result = await requestSalesFromDemo(
        context.env,
        { demoUserId: auth.demoUser.id, itemId: item.id },
        { waitUntil: context.waitUntil, requestId: context.requestId },
      );
      if (!result.ok) return data<TalkToSalesAnswer>({ sales: null, error: result.error }, { status: result.status });
      return { sales: { created: result.created, productName: result.productName }, error: null } satisfies TalkToSalesAnswer;
    },
    progress: async (input) => {
      const report = progressReportSchema.safeParse(input);
      if (!report.success) return data({ recorded: false, error: INVALID_QUERY_MESSAGE }, { status: 400 });
      await recordProgress(context.env.DB, auth.demoUser.id, item, report.data);
      return { recorded: true };
    },
    play: async () => {
      await recordDemoView(context.env.DB, auth.demoUser.id, item.id, "play");
      return { recorded: true };
    },
  });
}

// Recording a play or progress changes nothing on the page: no need to reload its data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  Object.hasOwn(demoVideoIntents.fields, String(formData?.get("intent"))) ? false : defaultShouldRevalidate;

/** The played ranges of a media element, as [start, end] pairs. */
function playedRanges(video: HTMLVideoElement): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < video.played.length && out.length < 50; i++) out.push([video.played.start(i), video.played.end(i)]);
  return out;
}

const REPORT_EVERY_SECONDS = 15;

export default function DemoVideoPage() {
  const { item, resumeAt: resume, chapters, upNext: next } = useLoaderData<typeof loader>();
  const [ended, setEnded] = useState(false);
  const [current, setCurrent] = useState(-1);
  const nextRef = useRef<HTMLElement>(null);
  const play = useFetcher<typeof action>();
  const progress = useFetcher<typeof action>({ key: `progress-${item.id}` });
  const recorded = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastReport = useRef(0);
  const [resumed, setResumed] = useState<number | null>(null);
  const duration = formatDuration(item.durationSeconds);

  const report = (position: number, beacon = false) => {
    const video = videoRef.current;
    if (!video) return;
    lastReport.current = video.currentTime;
    const fields = {
      intent: demoVideoIntents.button("progress").value,
      position: String(Math.round(position * 1000) / 1000),
      played: JSON.stringify(playedRanges(video)),
    };
    if (beacon) {
      // The page is going away: a fetcher would be cancelled, a beacon is delivered (single fetch's action URL).
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      navigator.sendBeacon(`${window.location.pathname}.data`, body);
    } else {
      progress.submit(fields, { method: "post" });
    }
  };

  // Resume where this demo user stopped, once (they can go back to the start). The metadata may
  // have loaded before hydration (a cached video), when React saw no loadedmetadata event.
  const resumedOnce = useRef(false);
  const resumeOnce = (video: HTMLVideoElement) => {
    if (resume === null || resumedOnce.current) return;
    resumedOnce.current = true;
    video.currentTime = resume;
    lastReport.current = resume;
    setResumed(resume);
  };
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) resumeOnce(video);
    // Mount only: later loads come through onLoadedMetadata.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving the page (closing the tab, following a link) reports where the viewer stopped.
  useEffect(() => {
    const onHide = () => {
      const video = videoRef.current;
      if (video && video.played.length > 0 && !video.ended) report(video.currentTime, true);
    };
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
    // report reads refs only; registering once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    // The player's width, which the panel after the video keeps too (never wider than the video):
    // the video's own width, but at least 40rem (a small clip is scaled up, not left a thumbnail)
    // and at most 60rem.
    <article
      className="demo-page demo-viewer"
      aria-labelledby="video-title"
      style={item.width ? ({ "--player-max": `min(60rem, max(40rem, ${item.width}px))` } as React.CSSProperties) : undefined}
    >
      <DemoViewerHeading titleId="video-title" item={item}>
        {duration ? ` · ${duration}` : ""}
      </DemoViewerHeading>
      <div className="demo-player">
        <video
          ref={videoRef}
          controls
          preload="metadata"
          playsInline
          src={item.url}
          poster={item.posterUrl ?? undefined}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          aria-label={item.title}
          onLoadedMetadata={(e) => resumeOnce(e.currentTarget)}
          onPlay={() => {
            if (recorded.current) return;
            recorded.current = true;
            play.submit({ intent: demoVideoIntents.button("play").value }, { method: "post" });
          }}
          onTimeUpdate={(e) => {
            const video = e.currentTarget;
            setCurrent(chapterAt(chapters, video.currentTime));
            if (!video.paused && Math.abs(video.currentTime - lastReport.current) >= REPORT_EVERY_SECONDS) report(video.currentTime);
          }}
          onPause={(e) => {
            if (!e.currentTarget.ended) report(e.currentTarget.currentTime);
          }}
          onSeeked={(e) => {
            if (e.currentTarget.paused) report(e.currentTarget.currentTime);
          }}
          // Watched to the end: next time starts from the beginning.
          onEnded={() => {
            report(0);
            setEnded(true);
            // "Resuming where you stopped" no longer says anything once the video has ended.
            setResumed(null);
            // The call to action is what the viewer meets when the video stops.
            nextRef.current?.scrollIntoView({ block: "nearest" });
            nextRef.current?.focus({ preventScroll: true });
          }}
        >
          <track kind="captions" {...captionsTrack(item)} />
          {item.chaptersUrl ? <track kind="chapters" src={item.chaptersUrl} srcLang={item.captionsLang} label="Chapters" /> : null}
          Your browser cannot play this video. <a href={item.url}>Download it</a> instead.
        </video>
      </div>
      {resumed !== null ? (
        <p className="demo-resume" role="status">
          Resuming where you stopped, at {formatDuration(resumed)}.{" "}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => {
              const video = videoRef.current;
              if (video) video.currentTime = 0;
              setResumed(null);
            }}
          >
            Start from the beginning
          </button>
        </p>
      ) : null}
      {item.hasCaptions ? null : <p className="demo-viewer-meta">This video has no captions yet.</p>}
      {item.description ? <p className="demo-description">{item.description}</p> : null}
      {chapters.length > 0 ? (
        <ChapterList
          chapters={chapters}
          current={current}
          onSeek={(c) => {
            const video = videoRef.current;
            if (!video) return;
            video.currentTime = c.start;
            setCurrent(chapterAt(chapters, c.start));
            setEnded(false);
            void video.play().catch(() => undefined);
          }}
        />
      ) : null}
      <div className="demo-next-frame">
        <DemoNextSection ref={nextRef} itemId={item.id} productName={item.productName} ended={ended} next={next} />
      </div>
    </article>
  );
}

export const ErrorBoundary = DemoErrorBoundary;
