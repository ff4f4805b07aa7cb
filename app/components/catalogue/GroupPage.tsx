import { Link } from "@remix-run/react";
import type { GroupPageData } from "~/lib/catalogue/pageData";
import { Breadcrumbs } from "./Breadcrumbs";
import { LinkList } from "./LinkList";
import { ContactAction } from "./ContactAction";
import { ScreenFigure } from "./ScreenFigure";
import { fillWords } from "~/lib/i18n/fillWords";

/** A module group's page: a call to action in its hero, then its products by area, each with its summary and sub-modules. */
export function GroupPage({ data }: { data: GroupPageData }) {
  const { words } = data;
  return (
    <article className="catalogue-page group-page" aria-labelledby="group-title">
      <Breadcrumbs crumbs={data.crumbs} label={words["crumbs.label"]} />
      <header className="group-header page-intro">
        <div>
          <h1 id="group-title">{data.page.title}</h1>
          <p className="lead">{data.page.intro}</p>
          <div className="product-actions" role="group" aria-label={fillWords(words["group.contactAbout"], { group: data.page.group })}>
            <ContactAction preset={{ kind: "demo" }} className="button">
              {words["product.requestDemo"]}
            </ContactAction>
            <a className="button button--secondary" href={`#section-${data.sections[0]?.category ?? ""}`}>
              {words["group.seeProducts"]}
            </a>
          </div>
        </div>
        <ScreenFigure picture={data.picture} />
      </header>
      {data.sections.map((section) => (
        <section key={section.category} aria-labelledby={`section-${section.category}`} className="group-section">
          <h2 id={`section-${section.category}`}>{section.name}</h2>
          <ul className="product-cards">
            {section.products.map((p) => (
              <li key={p.id}>
                <h3>
                  <Link to={p.path} prefetch="intent">
                    {p.name}
                  </Link>
                </h3>
                <p>{p.summary}</p>
                {p.children.length > 0 ? (
                  <LinkList
                    pages={p.children}
                    className="product-children"
                    aria-label={fillWords(words["product.modules"], { name: p.name })}
                    after={(c) => <p>{c.summary}</p>}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data.usedBy ? <div dangerouslySetInnerHTML={{ __html: data.usedBy }} /> : null}
    </article>
  );
}
