import { ContactAction } from "./ContactAction";

/** "Request a Demo" and "Request Info" for one product (the R-CONTACT-PRESETS demo and more-info presets). */
export function ProductActions({ productId, productName }: { productId: string; productName: string }) {
  return (
    <div className="product-actions" role="group" aria-label={`Contact us about ${productName}`}>
      <ContactAction preset={{ kind: "demo", productId }} className="button">
        Request a Demo
      </ContactAction>
      <ContactAction preset={{ kind: "info", productId }} className="button button--secondary">
        Request Info
      </ContactAction>
    </div>
  );
}
