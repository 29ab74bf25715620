/**
 * The vocabulary of the scenic area's attractions: their types, the ticket packages (tags)
 * that cover each type, and the pictures of a type.
 */

export const ATTRACTION_TYPES = [
  'play',
  'hotel',
  'canteen',
  'store',
  'facility',
  'show',
  'toilet',
  'gallery',
  'misc',
] as const;
export type AttractionType = (typeof ATTRACTION_TYPES)[number];
export const ATTRACTION_TAGS = ['ticketA', 'ticketB', 'ticketC', 'ticketD'] as const;
export type AttractionTag = (typeof ATTRACTION_TAGS)[number];

/**
 * Ticket packages by type: the gate ticket (A) covers the free sights, B adds the shows,
 * C adds the rides and activities, D is the all-in-one pass. Services carry no tag.
 */
export function tagsForType(type: AttractionType): AttractionTag[] {
  switch (type) {
    case 'play':
      return ['ticketC', 'ticketD'];
    case 'show':
      return ['ticketB', 'ticketD'];
    case 'gallery':
    case 'misc':
      return ['ticketA', 'ticketB', 'ticketC', 'ticketD'];
    default:
      return [];
  }
}

export const attractionIcon = (type: string) => `/static/tour/icons/${type}.svg`;
export const attractionTypeImage = (type: string) => `/static/tour/types/${type}.svg`;
