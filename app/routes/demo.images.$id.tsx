import { stylesheets } from "~/lib/stylesheets";
import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { DemoErrorBoundary } from "~/components/demo/DemoErrorBoundary";
import { DemoViewerHeading } from "~/components/demo/DemoViewerHeading";
import { formatDimensions } from "~/lib/demo/demoFormat";
import { viewerPath } from "~/lib/demo/demoLibrary";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { requireDemoUser } from "~/server/auth/guards.server";
import { listDemoItems } from "~/server/demo/demoItems.server";
import { recordDemoView } from "~/server/demo/demoViews.server";
import demoStyles from "~/styles/demo.css";
import { privatePageHeaders } from "~/lib/cache";

/**
 * /demo/images/:id: the viewer for an image granted to the signed-in demo user (403 for any
 * other id), with the previous and next of their images. Loading the page records a "view".
 */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d?.item.title ?? "Product Demos" }),
  { name: "robots", content: "noindex" },
];

export const headers = privatePageHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireDemoUser(request, context.env);
  const images = await listDemoItems(context.env.DB, { kind: "image", grantedTo: auth.demoUser.id });
  const index = images.findIndex((i) => i.id === params.id);
  if (index < 0) throw new Response("You do not have access to this image", { status: 403 });
  const item = images[index]!;
  await recordDemoView(context.env.DB, auth.demoUser.id, item.id, "view");
  const link = (i: (typeof images)[number] | undefined) => (i ? { href: viewerPath(i), title: i.title } : null);
  return data(
    {
      item,
      position: index + 1,
      count: images.length,
      previous: link(images[index - 1]),
      next: link(images[index + 1]),
      demoViewer: { name: auth.demoUser.name },
    },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

export default function DemoImagePage() {
  const { item, position, count, previous, next } = useLoaderData<typeof loader>();
  const [actualSize, setActualSize] = useState(false);
  const size = formatDimensions(item.width, item.height);
  return (
    <article className="demo-page demo-viewer" aria-labelledby="image-title">
      <DemoViewerHeading titleId="image-title" item={item}>
        {size ? ` · ${size}` : ""} · Image {position} of {count}
      </DemoViewerHeading>
      <figure className={`demo-figure${actualSize ? " demo-figure-actual" : ""}`}>
        <img src={item.url} alt={item.title} width={item.width ?? undefined} height={item.height ?? undefined} />
        {item.description ? <figcaption>{item.description}</figcaption> : null}
      </figure>
      <div className="demo-viewer-actions">
        <button type="button" className="button button-secondary" aria-pressed={actualSize} onClick={() => setActualSize((v) => !v)}>
          {actualSize ? "Fit to screen" : "Actual size"}
        </button>
        <a className="button button-secondary" href={item.url} target="_blank" rel="noopener">
          Open full size
        </a>
      </div>
      <nav className="demo-pager" aria-label="Images">
        {previous ? (
          <Link to={previous.href} rel="prev">
            ← {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={next.href} rel="next">
            {next.title} →
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

export const ErrorBoundary = DemoErrorBoundary;
