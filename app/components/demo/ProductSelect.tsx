/** The catalogue's products as a select, one optgroup per module group (R-ENTITIES module groups). */
export interface ProductOptionGroup {
  group: string;
  products: { id: string; name: string }[];
}

export function ProductSelect({ groups, defaultValue, error }: { groups: ProductOptionGroup[]; defaultValue?: string; error?: string }) {
  return (
    <div className="field">
      <label htmlFor="field-productId">Product</label>
      <select
        id="field-productId"
        name="productId"
        required
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "field-productId-error" : undefined}
      >
        <option value="" disabled>
          Choose the product it shows…
        </option>
        {groups.map((g) => (
          <optgroup key={g.group} label={g.group}>
            {g.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p className="field-error" id="field-productId-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
