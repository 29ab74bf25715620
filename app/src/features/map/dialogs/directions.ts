// Walking directions for the map's attraction dialog: how the length and time of the route
// the server plans are told.

/** A route's length as a translation key and its values: metres below 1 km, else km to 0.1. */
export function distanceText(metres: number): { key: string; values: Record<string, unknown> } {
  const rounded = Math.max(0, Math.round(metres));
  if (rounded < 1000) return { key: 'mapDialogs.route.metres', values: { count: rounded } };
  return {
    key: 'mapDialogs.route.kilometres',
    values: { value: (Math.round(rounded / 100) / 10).toFixed(1) },
  };
}

/** Walking time in whole minutes, at least one for any walk at all. */
export function walkingMinutes(seconds: number): number {
  if (seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}
