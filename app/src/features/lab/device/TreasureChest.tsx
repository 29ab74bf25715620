/** A drawn treasure chest, closed or open with a gem inside (decorative). */
export function TreasureChest({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden="true">
      {open && (
        <g>
          <circle cx="60" cy="48" r="22" fill="#ffe9a8" opacity="0.8" />
          <polygon points="60,30 74,44 60,62 46,44" fill="#3fa7f5" stroke="#1c6fb0" />
          <polygon points="60,30 66,44 60,62 54,44" fill="#8fd0ff" opacity="0.8" />
        </g>
      )}
      {/* The body. */}
      <rect x="18" y="52" width="84" height="40" rx="4" fill="#9a5b2c" stroke="#5e3314" />
      <rect x="18" y="62" width="84" height="6" fill="#c9962e" />
      {/* The lid: shut on the body, or swung back. */}
      {open ? (
        <path
          d="M22 52 L30 20 Q60 6 90 20 L98 52 Z"
          fill="#7d4620"
          stroke="#5e3314"
          opacity="0.55"
        />
      ) : (
        <path d="M18 52 L18 40 Q60 14 102 40 L102 52 Z" fill="#b06a34" stroke="#5e3314" />
      )}
      <rect
        x="52"
        y={open ? 58 : 46}
        width="16"
        height="16"
        rx="3"
        fill="#e3b23c"
        stroke="#8a6414"
      />
      <circle cx="60" cy={open ? 66 : 54} r="2.5" fill="#5e3314" />
    </svg>
  );
}
