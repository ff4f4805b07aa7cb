import { Fragment, type ReactNode } from "react";
import { useRootData } from "~/hooks/rootData";
import type { PrivacyWords } from "~/lib/privacyPolicy";

/** A paragraph's words: `**…**` strong, `{site}` and `{email}` filled in. */
function Rich({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\*\*[^*]+\*\*|\{\w+\})/).map((part, i) => {
        if (part.startsWith("**") && part.endsWith("**") && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}

/**
 * The privacy policy, shown by the footer's overlay and by /privacy (the no-JavaScript page), in
 * the words it is given: the page's language's, resolved on the server for /privacy (decision
 * record 0056). `level` is the heading level of its own title; its sections use the next one down.
 */
export function PrivacyPolicy({ level, titleId, words }: { level: 1 | 2; titleId: string; words: PrivacyWords }) {
  const { config } = useRootData();
  const Title = `h${level}` as const;
  const H = `h${level + 1}` as "h2" | "h3";
  const values = {
    site: config.siteTitle,
    email: (
      <a href={`mailto:${config.salesEmail}`} className="nowrap" dir="ltr">
        {config.salesEmail}
      </a>
    ),
  };
  const p = (key: keyof PrivacyWords) => (
    <p>
      <Rich text={words[key]} values={values} />
    </p>
  );
  const list = (...keys: (keyof PrivacyWords)[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <Rich text={words[key]} values={values} />
        </li>
      ))}
    </ul>
  );
  return (
    <article className="policy">
      <Title id={titleId}>{words["privacy.title"]}</Title>
      <p className="policy-updated">{words["privacy.updated"]}</p>
      {p("privacy.intro")}

      <H>{words["privacy.collectTitle"]}</H>
      {list("privacy.collect1", "privacy.collect2", "privacy.collect3")}
      {p("privacy.collectNote")}

      <H>{words["privacy.statsTitle"]}</H>
      {p("privacy.stats")}

      <H>{words["privacy.whyTitle"]}</H>
      {list("privacy.why1", "privacy.why2", "privacy.why3", "privacy.why4")}
      {p("privacy.whyBasis")}

      <H>{words["privacy.whoTitle"]}</H>
      {p("privacy.who")}

      <H>{words["privacy.keepTitle"]}</H>
      {list("privacy.keep1", "privacy.keep2", "privacy.keep3")}

      <H>{words["privacy.cookiesTitle"]}</H>
      {p("privacy.cookiesIntro")}
      {list("privacy.cookie1", "privacy.cookie2")}
      {p("privacy.cookiesNote")}

      <H>{words["privacy.rightsTitle"]}</H>
      {p("privacy.rights")}

      <H>{words["privacy.securityTitle"]}</H>
      {p("privacy.security")}

      <H>{words["privacy.changesTitle"]}</H>
      {p("privacy.changes")}
    </article>
  );
}
