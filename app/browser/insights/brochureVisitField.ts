import { visitedPages } from "./pending";

/**
 * The brochure form's "Include the N pages I viewed" box (decision record 0044), added by the
 * beacon module after the app has started rather than rendered by the product page: the page's
 * first load is within 50 bytes of its budget, and the box needs the browser's sessionStorage
 * anyway. The form is a plain post, so a ticked box's value goes with it; unticked, nothing does.
 * Same markup as the contact form's (components/contact/VisitPathField.tsx).
 */
export function addBrochureVisitField(): void {
  const form = document.querySelector<HTMLFormElement>("form.brochure-form");
  const pages = visitedPages();
  if (!form || !pages.length || form.querySelector(".visit-path-field")) return;
  const wrap = document.createElement("div");
  wrap.className = "visit-path-field";
  const box = document.createElement("div");
  box.className = "field-checkbox";
  const input = document.createElement("input");
  input.type = "checkbox";
  input.id = "brochure-visitPath";
  input.name = "visitPath";
  input.value = JSON.stringify(pages);
  input.setAttribute("aria-describedby", "brochure-visitPath-list");
  const label = document.createElement("label");
  label.htmlFor = input.id;
  label.textContent = `Include the ${pages.length === 1 ? "page" : `${pages.length} pages`} I viewed`;
  box.appendChild(input);
  box.appendChild(label);
  const list = document.createElement("ol");
  list.id = "brochure-visitPath-list";
  list.className = "field-hint visit-path-list";
  list.setAttribute("aria-label", "The pages you viewed");
  for (const page of pages) list.appendChild(document.createElement("li")).textContent = page.title;
  wrap.appendChild(box);
  wrap.appendChild(list);
  form.insertBefore(wrap, form.querySelector(".brochure-form-note"));
}
