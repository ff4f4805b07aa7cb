import type { Permission } from "../../lib/auth/permissions";
import type { ContentKind, TranslatedFields } from "../../lib/i18n/contentKinds";
import { getPostById } from "../blog/posts.server";
import type { D1 } from "../platform/d1Sessions.server";
import { getTrustFact } from "../trust/trustFacts.server";
import { getStoryById } from "../stories/stories.server";
import { getCompanyEntry } from "../company/companyOperations.server";
import type { Issue } from "../platform/result.server";
import type { StaticFiles } from "../i18n/staticFiles.server";
import { productById, productPath } from "../../catalogue";
import { COPY_LIMITS, copyFields, linesOf, paragraphsOf } from "../../lib/products/productCopy";
import { copyHistory, defaultCopy } from "../products/productCopy.server";
import { productWords } from "../i18n/productWords.server";

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
  /**
   * When the English the versions follow last changed, where the record keeps it apart from
   * edits that change no words (a product's newest published copy): a version saved before it
   * may no longer say the same, and its screen says so.
   */
  englishChangedAt?: string | null;
}

export interface KindSource {
  permission: Permission;
  /** A constant table name, never input; null: the record is the catalogue's code (a product), always there. */
  table: string | null;
  /** `files`: the static files (ASSETS), where a product's default words are. */
  find(db: D1, id: string, files?: StaticFiles): Promise<ContentSource | null>;
  /** What a version must agree on with its English record beyond its fields' own rules (a story's figures). */
  check?(fields: TranslatedFields, english: TranslatedFields): Issue[];
}

const lines = (text: string | undefined) => (text ?? "").split("\n").filter((l) => l.trim() !== "");

/** A field the English may leave blank: the version gives it exactly when the English has it. */
const sameBlank =
  (field: string, what: string) =>
  (fields: TranslatedFields, english: TranslatedFields): Issue[] => {
    if (english[field] && !fields[field]?.trim()) return [{ path: `fields.${field}`, message: `The English has ${what}: give its words too` }];
    if (!english[field] && fields[field]?.trim())
      return [{ path: `fields.${field}`, message: `The English has no ${what.replace(/^(a|an) /, "")}: leave this blank` }];
    return [];
  };

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
    check: sameBlank("bio", "a biography"),
  },
  company_office: {
    permission: "company:manage",
    table: "company_offices",
    async find(db, id) {
      const office = await getCompanyEntry(db, "office", id);
      if (!office) return null;
      return {
        english: { role: office.role },
        name: office.city,
        paths: ["/company"],
        editHref: `/admin/company?edit=office&id=${office.id}`,
        publicPath: "/company",
      };
    },
    check: sameBlank("role", "a role"),
  },
  company_channel: {
    permission: "company:manage",
    table: "company_channels",
    async find(db, id) {
      const channel = await getCompanyEntry(db, "channel", id);
      if (!channel) return null;
      return {
        english: { label: channel.label, hours: channel.hours },
        name: channel.label,
        paths: ["/company"],
        editHref: `/admin/company?edit=channel&id=${channel.id}`,
        publicPath: "/company",
      };
    },
    check: sameBlank("hours", "hours"),
  },
  product: {
    permission: "products:manage",
    table: null,
    async find(db, id, files) {
      const product = productById(id);
      if (!product) return null;
      // The copy the English page shows: the newest published version, or the catalogue's default words.
      const [newest] = await copyHistory(db, product.id, 1);
      const words = newest?.copy ? null : await productWords(files, product);
      const copy = newest?.copy ?? (words ? defaultCopy(words) : null);
      if (!copy) throw new Error(`catalogue: the words of '${product.id}' could not be read (public/i18n/en/catalogue through ASSETS)`);
      return {
        english: copyFields(copy),
        name: product.name,
        // Only the product's own page shows its copy; its group's and parent's pages list its name and summary.
        paths: [productPath(product)],
        editHref: `/admin/products/${product.id}`,
        publicPath: productPath(product),
        englishChangedAt: newest?.publishedAt ?? null,
      };
    },
    // The limits of the English copy (lib/products/productCopy.ts), counted as the page splits the text.
    check(fields) {
      const issues: Issue[] = [];
      const paragraphs = paragraphsOf(fields.overview ?? "");
      if (paragraphs.length > COPY_LIMITS.paragraphs) issues.push({ path: "fields.overview", message: `At most ${COPY_LIMITS.paragraphs} paragraphs` });
      else if (paragraphs.some((p) => p.length > COPY_LIMITS.paragraph))
        issues.push({ path: "fields.overview", message: `A paragraph must be at most ${COPY_LIMITS.paragraph} characters` });
      const features = linesOf(fields.features ?? "");
      if (features.length > COPY_LIMITS.features) issues.push({ path: "fields.features", message: `At most ${COPY_LIMITS.features} features` });
      else if (features.some((f) => f.length > COPY_LIMITS.feature))
        issues.push({ path: "fields.features", message: `A feature must be at most ${COPY_LIMITS.feature} characters` });
      return issues;
    },
  },
};
