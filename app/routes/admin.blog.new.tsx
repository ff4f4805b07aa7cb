import { audit } from "~/server/admin/audit.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PostForm, type PostFormValues } from "~/components/blog/PostForm";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { requirePermission } from "~/server/auth/guards.server";
import { createPost } from "~/server/blog/posts.server";
import { issuesToFieldErrors, parsePostForm, postFormOptions, postFormValues, previewOf } from "~/server/blog/postForm.server";
import { readForm } from "~/server/platform/forms.server";
import { POST_BODY_LIMIT } from "~/server/platform/bodyLimit.server";
import { REQUIRED_VALUES_MESSAGE } from "~/lib/messages";

/** /admin/blog/new: write a post (saved as a draft unless Published is ticked). */
export const meta: MetaFunction = ({ matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "New post" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "blog:manage");
  return postFormOptions(context.env.DB);
}

interface ActionData {
  values: PostFormValues;
  preview?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePermission(request, context.env, "blog:manage");
  const form = await readForm(request, POST_BODY_LIMIT);
  const values = postFormValues(form);
  if (form.get("intent") === "preview") return data<ActionData>({ values, preview: previewOf(values) });
  const parsed = parsePostForm(values);
  if (!parsed.ok) return data<ActionData>({ values, error: REQUIRED_VALUES_MESSAGE, fieldErrors: parsed.fieldErrors }, { status: 400 });
  const result = await createPost(context.env.DB, parsed.input, user.id);
  if (!result.ok) return data<ActionData>({ values, error: result.error, fieldErrors: issuesToFieldErrors(result.issues) }, { status: result.status });
  if (result.post.published)
    await audit(context.env.DB, { actor: user, action: "post.publish", target: result.post.title, detail: result.post.slug, ip: clientIp(request) });
  return redirect(`/admin/blog/${result.post.id}?saved=created`);
}

const EMPTY: PostFormValues = { title: "", slug: "", summary: "", body: "", categoryId: "", coverUploadId: "", published: false };

export default function NewPost() {
  const { categories, covers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-post-title">
      <h1 id="new-post-title">New post</h1>
      {result?.error ? (
        <p className="form-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <PostForm
        values={result?.values ?? EMPTY}
        fieldErrors={result?.fieldErrors}
        categories={categories}
        covers={covers}
        preview={result?.preview}
        submitLabel="Save post"
      />
    </section>
  );
}
