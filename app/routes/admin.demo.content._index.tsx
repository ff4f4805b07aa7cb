import { stylesheets } from "~/lib/stylesheets";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminTable, useFlash } from "~/components/admin/AdminScreen";
import { DeleteButton } from "~/components/admin/ConfirmDelete";
import { DemoListScreen } from "~/components/demo/DemoListScreen";
import { deleteItemText } from "~/lib/demo/demoDeleteText";
import { formatBytes, formatWhen, mediaSummary } from "~/lib/demo/demoFormat";
import { privatePageMeta } from "~/hooks/rootData";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { deleteAction } from "~/server/admin/deleteAction.server";
import { getDemoItem, listDemoItems } from "~/server/demo/demoItems.server";
import { deleteDemoItem } from "~/server/demo/demoItemOperations.server";
import demoStyles from "~/styles/demo.css";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/demo/content: the demo videos and images (demo:manage). Deleting asks first (the shell's
 * confirm modal, or without JavaScript a second POST) and removes the item's R2 objects, grants
 * and view records.
 */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Demo Content");

export const loader = /* @__PURE__ */ staffLoader("demo:manage", async ({ env }) => ({ items: await listDemoItems(env.DB) }));

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ deleteAction("demo:manage", {
  find: ({ env }, id) => getDemoItem(env.DB, id),
  confirm: (i) => ({ id: i.id, title: i.title, grantCount: i.grantCount }),
  notFound: "Demo item not found",
  remove: async ({ call, env }, id) => {
    const result = await deleteDemoItem(call, env.MEDIA, { id });
    return result.ok
      ? { ok: true, to: `/admin/demo/content?${new URLSearchParams({ deleted: result.item.title })}` }
      : { ...result, error: "Demo item not found" };
  },
});

export default function DemoContentPage() {
  const { items } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const flash = useFlash({
    deleted: (title) => `Deleted “${title}”.`,
    added: (title) => `Added “${title}”. Grant it to demo users on their screens.`,
  });
  const asked = result && "confirm" in result ? result.confirm : null;
  return (
    <DemoListScreen
      id="demo-content-title"
      title="Demo Content"
      path="/admin/demo/content"
      addLabel="Upload video or image"
      intro={
        <>
          Videos and images demo users can watch once you grant them. <Link to="/admin/demo/users">Manage demo users</Link>
        </>
      }
      flash={flash}
      result={result}
      confirm={asked ? { id: asked.id, ...deleteItemText(asked), label: "Delete item" } : null}
      empty={items.length === 0 ? "No demo content yet." : null}
    >
      <AdminTable caption="Demo content" columns={[{ label: "Thumbnail", hidden: true }, "Title", "Product", "Type", "Size", "Shared with", "Added"]}>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.posterUrl || item.kind === "image" ? (
                <img className="admin-thumb" src={item.posterUrl ?? item.url} alt="" loading="lazy" />
              ) : (
                <span className="admin-thumb" />
              )}
            </td>
            <td data-label="Title">
              <Link to={`/admin/demo/content/${item.id}`}>{item.title}</Link>
            </td>
            <td data-label="Product">{item.productName}</td>
            <td data-label="Type">{mediaSummary(item)}</td>
            <td data-label="Size">{formatBytes(item.sizeBytes)}</td>
            <td data-label="Shared with">
              {item.grantCount} {item.grantCount === 1 ? "user" : "users"}
            </td>
            <td data-label="Added">{formatWhen(item.createdAt)}</td>
            <td>
              <DeleteButton id={item.id} ariaLabel={`Delete ${item.title}`} {...deleteItemText(item)} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </DemoListScreen>
  );
}
