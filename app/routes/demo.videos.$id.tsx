import { type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, type ShouldRevalidateFunction, useFetcher, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { DemoErrorBoundary } from "~/components/demo/DemoErrorBoundary";
import { formatDuration } from "~/lib/demo/demoFormat";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { requireDemoUser } from "~/server/auth/guards.server";
import { getGrantedItem } from "~/server/demo/demoItems.server";
import { recordDemoView } from "~/server/demo/demoViews.server";
import { readForm } from "~/server/platform/forms.server";
import demoStyles from "~/styles/demo.css";

/**
 * /demo/videos/:id: the player for a video granted to the signed-in demo user (403 for any
 * other id). The video streams from the demo media base in ranges, so seeking works. The page
 * records one "play" when playback first starts (a POST to this route's action), so the audit
 * counts plays, not the many range requests a player makes.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: demoStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d?.item.title ?? "Product Demos" }),
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

async function grantedVideo(request: Request, env: LoaderFunctionArgs["context"]["env"], id: string) {
  const auth = await requireDemoUser(request, env);
  const item = await getGrantedItem(env.DB, auth.demoUser.id, id);
  if (!item || item.kind !== "video") throw new Response("You do not have access to this video", { status: 403 });
  return { auth, item };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, item } = await grantedVideo(request, context.env, params.id!);
  return data({ item, demoViewer: { name: auth.demoUser.name } }, auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, item } = await grantedVideo(request, context.env, params.id!);
  const form = await readForm(request);
  if (form.get("intent") !== "play") return data({ recorded: false }, { status: 400 });
  await recordDemoView(context.env.DB, auth.demoUser.id, item.id, "play");
  return { recorded: true };
}

// Recording a play changes nothing on the page: no need to reload its data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "play" ? false : defaultShouldRevalidate;

export default function DemoVideoPage() {
  const { item } = useLoaderData<typeof loader>();
  const play = useFetcher<typeof action>();
  const recorded = useRef(false);
  const duration = formatDuration(item.durationSeconds);
  return (
    <article className="demo-page demo-viewer" aria-labelledby="video-title">
      <p className="demo-back">
        <Link to="/demo">← All demos</Link>
      </p>
      <h1 id="video-title">{item.title}</h1>
      <p className="demo-viewer-meta">
        {item.productPath ? <Link to={item.productPath}>{item.productName}</Link> : item.productName}
        {duration ? ` · ${duration}` : ""}
      </p>
      <div className="demo-player">
        {/* No caption files exist for demo videos yet (issue 18, point 4: captions per video). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          controls
          preload="metadata"
          playsInline
          src={item.url}
          poster={item.posterUrl ?? undefined}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          aria-label={item.title}
          onPlay={() => {
            if (recorded.current) return;
            recorded.current = true;
            play.submit({ intent: "play" }, { method: "post" });
          }}
        >
          Your browser cannot play this video. <a href={item.url}>Download it</a> instead.
        </video>
      </div>
      {item.description ? <p className="demo-description">{item.description}</p> : null}
    </article>
  );
}

export const ErrorBoundary = DemoErrorBoundary;
