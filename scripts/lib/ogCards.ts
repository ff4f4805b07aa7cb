import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GROUP_PAGES, groupSlug } from "../../app/catalogue/groups";
import { PRODUCT_ENTRIES } from "../../app/catalogue/products";
import { GROUP_SCREENS, PRODUCT_SCREENS, type ScreenData } from "../../app/catalogue/screens";
import { ProductScreen } from "../../app/components/catalogue/ProductScreen";
import { OG_HEIGHT, OG_WIDTH, SITE_OG_PATH, groupOgPath, productOgPath } from "../../app/lib/ogImages";

/**
 * The link-preview cards, as SVG: each product's and group's own screen
 * drawing (the ProductScreen component the pages inline) beside its name, on a 1200 × 630 card;
 * and the site's card with the home page's drawing. scripts/og-images.ts rasterizes them to PNG.
 * Pure: tests/unit/ogCards.test.ts checks that every product and group has one and no two alike.
 */
export interface OgCard {
  /** The URL path, also the file under public/. */
  path: string;
  svg: string;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Words into lines of at most `max` characters (a long product name takes two or three). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function card({ eyebrow, title, lead, picture, brand }: { eyebrow: string; title: string; lead: string; picture: string; brand: string }): string {
  const titleLines = wrap(title, 16).slice(0, 3);
  const size = titleLines.length > 2 ? 44 : 52;
  const titleTop = 250;
  const leadTop = titleTop + titleLines.length * (size + 8) + 18;
  const leadLines = wrap(lead, 30).slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="Liberation Sans,DejaVu Sans,Arial,Helvetica,sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3f9"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<rect width="${OG_WIDTH}" height="10" fill="#0b4f8a"/>
<g transform="translate(64 122)"><g transform="scale(1.25)"><circle cx="16" cy="16" r="15" fill="#0b4f8a"/><g fill="none" stroke="#fff" stroke-width="1.6"><ellipse cx="16" cy="16" rx="6.5" ry="15"/><path d="M1 16h30M16 1v30"/></g></g>
<text x="54" y="29" font-size="24" font-weight="700" fill="#0f1a2a">${esc(brand)}</text></g>
<text x="64" y="226" font-size="20" font-weight="700" letter-spacing="2" fill="#0f6e77">${esc(eyebrow.toUpperCase())}</text>
${titleLines.map((l, i) => `<text x="64" y="${titleTop + i * (size + 8) + size - 12}" font-size="${size}" font-weight="700" fill="#0f1a2a">${esc(l)}</text>`).join("\n")}
${leadLines.map((l, i) => `<text x="64" y="${leadTop + i * 32 + 18}" font-size="24" fill="#4a5666">${esc(l)}</text>`).join("\n")}
<g transform="translate(520 110)"><rect x="6" y="10" width="640" height="400" rx="16" fill="#0b4f8a" opacity="0.12"/>${picture}</g>
</svg>`;
}

const screenSvg = (name: string, screen: ScreenData) => renderToStaticMarkup(createElement(ProductScreen, { name, screen, label: `${name} screen` }));

/** `brand`: the site's title (wrangler.toml's SITE_TITLE); `heroSvg`: the home page's drawing (public/illustrations/hero.svg). */
export function ogCards(heroSvg: string, brand: string): OgCard[] {
  const products = PRODUCT_ENTRIES.map((p) => {
    const screen = PRODUCT_SCREENS[p.id];
    if (!screen) throw new Error(`no screen data for product ${p.id} (app/catalogue/content/*.screens.ts)`);
    return {
      path: productOgPath(p.id),
      svg: card({ eyebrow: `${p.group} software`, title: p.name, lead: screen.view, picture: screenSvg(p.name, screen), brand }),
    };
  });
  const groups = GROUP_PAGES.map((g) => ({
    path: groupOgPath(groupSlug(g)),
    svg: card({
      eyebrow: "Software family",
      title: `${g.group} Software`,
      lead: GROUP_SCREENS[g.group].view,
      picture: screenSvg(g.group, GROUP_SCREENS[g.group]),
      brand,
    }),
  }));
  const site = {
    path: SITE_OG_PATH,
    svg: card({
      eyebrow: "Financial software",
      title: "Software for banks and central banks",
      lead: "Banking, investment, trust and accounting on one ledger",
      picture: heroSvg.replace(/<\?xml[^>]*\?>/, ""),
      brand,
    }),
  };
  return [...products, ...groups, site];
}
