/**
 * The flag picture of each country (ISO 3166-1 alpha-2 code), from the flag-icons set: each
 * one its own file, fetched only when a card shows it.
 */
const flagFiles = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const flagByCode = new Map(
  Object.entries(flagFiles).map(([file, url]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.svg'.length).toUpperCase(),
    url,
  ]),
);

/** The address of `code`'s flag picture, or undefined for a code the set does not have. */
export function flagOf(code: string): string | undefined {
  return /^[A-Z]{2}$/.test(code) ? flagByCode.get(code) : undefined;
}
