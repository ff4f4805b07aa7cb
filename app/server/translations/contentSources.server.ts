import type { Permission } from "../../lib/auth/permissions";
import type { ContentKind, TranslatedFields } from "../../lib/i18n/contentKinds";
import { getPostById } from "../blog/posts.server";
import type { D1 } from "../platform/d1Sessions.server";
import { getTrustFact } from "../trust/trustFacts.server";
import { getStoryById } from "../stories/stories.server";
import { getCompanyEntry } from "../company/companyOperations.server";
import type { Issue } from "../platform/result.server";

/**
 * Each kind's English record as its translations need it (decision record 0054): who may
 * translate it, where the record is kept (the translation is written only while it is there), its
 * English fields (shown beside the translation's), the name its audit row gives it, and the
 * English public paths it shows on (the language's copies of these are purged after a change).
 */
export interface ContentSource {
  english: TranslatedFields;
  /** The record's English name, for the audit row and the screen. */
  name: string;
  /** English paths; a change to one language purges that language's copy of each. */
  paths: string[];
  /** The staff screen of the English record. */
  editHref: string;
  /** The English page a visitor reads, when it is public. */
  publicPath: string | null;
}

export interface KindSource {
  permission: Permission;
  /** A constant table name, never input. */
  table: string;
  find(db: D1, id: string): Promise<ContentSource | null>;
  /** What a version must agree on with its English record beyond its fields' own rules (a story's figures). */
  check?(fields: TranslatedFields, english: TranslatedFields): Issue[];
}

const lines = (text: string | undefined) => (text ?? "").split("\n").filter((l) => l.trim() !== "");

export const KIND_SOURCES: Record<ContentKind, KindSource> = {
  post: {
    permission: "blog:manage",
    table: "blog_posts",
    async find(db, id) {
      const post = await getPostById(db, id);
      if (!post) return null;
      return {
        english: { title: post.title, summary: post.summary, description: post.description, body: post.body },
        name: post.title || "(untitled draft)",
        paths: ["/news", `/news/${post.slug}`],
        editHref: `/admin/blog/${post.id}`,
        publicPath: post.published ? `/news/${post.slug}` : null,
      };
    },
  },
  story: {
    permission: "stories:manage",
    table: "customer_stories",
    async find(db, id) {
      const story = await getStoryById(db, id);
      if (!story) return null;
      return {
        english: {
          headline: story.headline,
          challenge: story.challenge,
          solution: story.solution,
          results: story.results.map((r) => r.label).join("\n"),
          quoteText: story.quote?.text ?? "",
          quoteTitle: story.quote?.title ?? "",
        },
        name: story.customerName,
        // The story's own page and the list; the product pages' "Used by" shows the English teaser.
        paths: ["/customers", `/customers/${story.slug}`],
        editHref: `/admin/stories/${story.id}`,
        publicPath: story.published ? `/customers/${story.slug}` : null,
      };
    },
    check(fields, english) {
      const issues: Issue[] = [];
      const figures = lines(english.results).length;
      if (lines(fields.results).length !== figures)
        issues.push({
          path: "fields.results",
          message: figures === 1 ? "Give the story's figure its words: one line" : `Give each of the story's ${figures} figures its words: ${figures} lines`,
        });
      if (english.quoteText && !fields.quoteText?.trim())
        issues.push({ path: "fields.quoteText", message: "The English story has a quote: give its words too" });
      if (!english.quoteText && fields.quoteText?.trim())
        issues.push({ path: "fields.quoteText", message: "The English story has no quote: leave this blank" });
      return issues;
    },
  },
  trust_fact: {
    permission: "trust:manage",
    table: "trust_facts",
    async find(db, id) {
      const fact = await getTrustFact(db, id);
      if (!fact) return null;
      return {
        english: { title: fact.title, body: fact.body },
        name: fact.title,
        paths: ["/trust-centre"],
        editHref: `/admin/trust-centre?edit=${fact.id}`,
        publicPath: "/trust-centre",
      };
    },
  },
  company_leader: {
    permission: "company:manage",
    table: "company_leaders",
    async find(db, id) {
      const leader = await getCompanyEntry(db, "leader", id);
      if (!leader) return null;
      return {
        english: { title: leader.title, bio: leader.bio },
        name: leader.name,
        paths: ["/company"],
        editHref: `/admin/company?edit=leader&id=${leader.id}`,
        publicPath: "/company",
      };
    },
    check(fields, english) {
      if (english.bio && !fields.bio?.trim()) return [{ path: "fields.bio", message: "The English has a biography: give its words too" }];
      if (!english.bio && fields.bio?.trim()) return [{ path: "fields.bio", message: "The English has no biography: leave this blank" }];
      return [];
    },
  },
};
