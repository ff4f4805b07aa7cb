import { SelectField } from "~/components/forms/Field";

/** The catalogue's products as a select, one optgroup per module group (R-ENTITIES module groups). */
export interface ProductOptionGroup {
  group: string;
  products: { id: string; name: string }[];
}

export function ProductSelect({ groups, defaultValue, error }: { groups: ProductOptionGroup[]; defaultValue?: string; error?: string }) {
  return (
    <SelectField label="Product" name="productId" required defaultValue={defaultValue ?? ""} error={error}>
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
    </SelectField>
  );
}
