/** A translation catalogue as its JSON file holds it: texts nested under key segments. */
export type Catalogue = { [key: string]: string | Catalogue };

/** The text a dotted key names in a catalogue, or nothing when there is none. */
export function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}
