import type { SelectHTMLAttributes } from "react";
import { COUNTRY_CODES } from "#db/validation/countries";
import { Select } from "#web/components/ui/form";

let names: { code: string; name: string }[] | null = null;

/** Every country by its name in the browser's language, sorted; built once. */
function countries() {
  if (names) return names;
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames(undefined, { type: "region" });
  } catch {
    display = null;
  }
  names = COUNTRY_CODES.map((code) => ({ code, name: display?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return names;
}

export const countryName = (code: string) => countries().find((c) => c.code === code)?.name ?? code;

/** A country picker whose values are ISO 3166-1 alpha-2 codes ('' for not saying). */
export function CountrySelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select {...props}>
      <option value="">Prefer not to say</option>
      {countries().map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
