import type { CityEvent } from './api';

/** Every tag of the events, each once, in the order they first appear. */
export function eventTags(events: readonly Pick<CityEvent, 'tags'>[]): string[] {
  return [...new Set(events.flatMap((event) => event.tags))];
}

/**
 * The events matching a search: the words found in the title or description (case
 * ignored), and the chosen tag if any.
 */
export function filterEvents<E extends Pick<CityEvent, 'title' | 'description' | 'tags'>>(
  events: readonly E[],
  { words, tag }: { words: string; tag: string | undefined },
): E[] {
  const wanted = words.trim().toLowerCase();
  return events.filter(
    (event) =>
      (tag === undefined || event.tags.includes(tag)) &&
      (wanted === '' ||
        event.title.toLowerCase().includes(wanted) ||
        event.description.toLowerCase().includes(wanted)),
  );
}

/** An open event that has not started shows a countdown to its start. */
export function startsLater(event: Pick<CityEvent, 'state' | 'startTime'>, now: Date): boolean {
  return event.state === 'open' && Date.parse(event.startTime) > now.getTime();
}
