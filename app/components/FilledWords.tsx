import { Fragment, type ReactNode } from "react";

/**
 * Words in the page's language with `{name}` places filled by elements (a link, a date, a tag),
 * so a translation puts them where its grammar wants them. A place with no value stays as written.
 */
export function FilledWords({ words, values }: { words: string; values: Record<string, ReactNode> }) {
  const parts = words.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
