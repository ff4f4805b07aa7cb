import { fillWords } from "~/lib/i18n/fillWords";
import { type ProductPageWords } from "~/lib/i18n/pageWords";
import { ContactAction } from "./ContactAction";

/** "Request a Demo" and "Request Info" for one product (the R-CONTACT-PRESETS demo and more-info presets), in the page's words. */
export function ProductActions({ productId, productName, words }: { productId: string; productName: string; words: ProductPageWords }) {
  return (
    <div className="product-actions" role="group" aria-label={fillWords(words["product.contactAbout"], { name: productName })}>
      <ContactAction preset={{ kind: "demo", productId }} className="button">
        {words["product.requestDemo"]}
      </ContactAction>
      <ContactAction preset={{ kind: "info", productId }} className="button button--secondary">
        {words["product.requestInfo"]}
      </ContactAction>
    </div>
  );
}
