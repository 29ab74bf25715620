/** The most tags an event carries, and the longest tag. */
export const TAGS_MAX = 10;
export const TAG_LENGTH_MAX = 20;

/**
 * The tags typed in one field, separated by commas (`,`, `，` or `、`): each trimmed, empty
 * ones dropped, each kept once in the order typed.
 */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** What is wrong with the tags, if anything: too many, or one too long. */
export function tagsProblem(tags: readonly string[]): 'tooMany' | 'tooLong' | undefined {
  if (tags.length > TAGS_MAX) return 'tooMany';
  if (tags.some((tag) => tag.length > TAG_LENGTH_MAX)) return 'tooLong';
  return undefined;
}

/** The times of day an event may start or end at: every half hour, `00:00` to `23:30`. */
export const TIMES_OF_DAY: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** The places an event offers from what was typed: a whole number from 1 to 100000. */
export function parseMaxEnrol(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= 100_000 ? value : undefined;
}
