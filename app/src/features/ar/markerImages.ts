// The marker, radar and north pictures of the AR view, as data URLs (no extra requests).

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

const pin = (fill: string, inner: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="80" viewBox="0 0 64 80">` +
      `<path d="M32 78C32 78 4 46 4 30a28 28 0 0 1 56 0c0 16-28 48-28 48z" fill="${fill}" stroke="#fff" stroke-width="4"/>` +
      inner +
      `</svg>`,
  );

export const MARKER_IDLE = pin('#1e6fd9', '<circle cx="32" cy="30" r="10" fill="#fff"/>');
export const MARKER_SELECTED = pin(
  '#e8590c',
  '<circle cx="32" cy="30" r="12" fill="#fff"/><circle cx="32" cy="30" r="6" fill="#e8590c"/>',
);
export const RADAR_BACKGROUND = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<circle cx="60" cy="60" r="58" fill="#0009" stroke="#fff8" stroke-width="2"/>` +
    `<circle cx="60" cy="60" r="29" fill="none" stroke="#fff4"/>` +
    `<path d="M60 60 L35 8 A58 58 0 0 1 85 8 Z" fill="#fff3"/></svg>`,
);
export const RADAR_NORTH = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">` +
    `<text x="8" y="13" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="13" fill="#fff">N</text></svg>`,
);
