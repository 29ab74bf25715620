import type { ReactElement } from 'react';

/** A glyph of a circle and a stroke path, e.g. a head and shoulders or a clock face and hands. */
function circleAndPath(cx: number, cy: number, r: number, d: string) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} />
      <path d={d} />
    </>
  );
}

/** A glyph of a rounded rectangle and a stroke path, e.g. an envelope or a padlock. */
function rectAndPath(
  rect: { x: number; y: number; width: number; height: number; rx: number },
  d: string,
) {
  return (
    <>
      <rect {...rect} />
      <path d={d} />
    </>
  );
}

// Hand-drawn 24x24 outline glyphs, stroked with the current text colour.
export const iconPaths = {
  back: <path d="M15 18l-6-6 6-6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  home: <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />,
  user: circleAndPath(12, 8, 4, 'M4 21c0-4 3.6-6 8-6s8 2 8 6'),
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />,
  moreVertical: <path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth="3" />,
  cart: (
    <>
      <path d="M3 4h2.2l2.3 11h10l2.5-8H6.3" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  search: circleAndPath(11, 11, 7, 'M20 20l-4-4'),
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
  heart: (
    <path d="M12 20s-8-4.6-8-10.2A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 8 2.2C20 15.4 12 20 12 20z" />
  ),
  star: <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
  refresh: <path d="M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5" />,
  upload: <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />,
  download: <path d="M12 4v12M7 11l5 5 5-5M4 20h16" />,
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </>
  ),
  calendar: rectAndPath({ x: 3, y: 5, width: 18, height: 16, rx: 2 }, 'M3 10h18M8 3v4M16 3v4'),
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  alert: circleAndPath(12, 12, 9, 'M12 7.5v5.5M12 16.5v.01'),
  info: circleAndPath(12, 12, 9, 'M12 11v5.5M12 7.5v.01'),
  wifi: (
    <path d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01" />
  ),
  wifiOff: (
    <path d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
  ),
  inbox: <path d="M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5" />,
  sun: circleAndPath(
    12,
    12,
    4,
    'M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ),
  cloud: <path d="M7 18h10.5a4 4 0 0 0 .4-8A6 6 0 0 0 6.4 9.4 4.3 4.3 0 0 0 7 18z" />,
  rain: (
    <path d="M7 15h10.5a4 4 0 0 0 .4-8A6 6 0 0 0 6.4 6.4 4.3 4.3 0 0 0 7 15zM8 18l-1 3M12 18l-1 3M16 18l-1 3" />
  ),
  chat: <path d="M4 5h16v11H10l-6 4z" />,
  message: <path d="M4 5h16v11H10l-6 4zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" />,
  aperture: circleAndPath(12, 12, 9, 'M12 3l3 7M21 12l-7.5 1M16 20l-4.5-6M4 17l6-4.5M5.5 5.5l5 5'),
  broadcast: (
    <path d="M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
  ),
  book: <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h8" />,
  mail: rectAndPath({ x: 3, y: 5, width: 18, height: 14, rx: 2 }, 'M3 7l9 6 9-6'),
  at: circleAndPath(12, 12, 3.5, 'M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.3 6.7'),
  people: circleAndPath(
    9,
    8,
    3.5,
    'M2.5 20c0-3.5 2.9-5.5 6.5-5.5s6.5 2 6.5 5.5M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.8c2 .7 3.5 2.4 3.5 5.2',
  ),
  camera: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="3" />
      <circle cx="12" cy="13" r="3.5" />
      <path d="M8.5 6l1.5-2.5h4L15.5 6" />
    </>
  ),
  globe: circleAndPath(
    12,
    12,
    9,
    'M3 12h18M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9S9.5 5.6 12 3z',
  ),
  lock: rectAndPath({ x: 5, y: 10.5, width: 14, height: 10, rx: 2 }, 'M8 10.5V7.5a4 4 0 0 1 8 0v3'),
  phone: rectAndPath({ x: 6.5, y: 2.5, width: 11, height: 19, rx: 2 }, 'M11 18h2'),
  clock: circleAndPath(12, 12, 9, 'M12 7v5l3 2'),
  thermometer: <path d="M10 14.5V5a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0zM12 9v8" />,
} satisfies Record<string, ReactElement>;
