// Keeping the places' labels readable where markers crowd together: a label that would
// cover another place's label on the screen gives way to the nearer place, and the place whose
// label stays counts those that gave way ("+N" beside its title).

/** A box on the screen, in pixels (y down). */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The labels of one place as they would be drawn: its boxes, and how far the place is. */
export interface LabelCandidate {
  id: number;
  /** Metres from the user. */
  distance: number;
  rects: readonly Rect[];
}

export interface LabelLayout {
  /** Places whose labels are drawn, nearest first. */
  shown: number[];
  /** For each place whose labels are drawn, how many places' labels gave way to it. */
  counts: Map<number, number>;
  /** Places whose labels gave way, each with the place they gave way to. */
  collapsed: Map<number, number>;
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Decides which labels are drawn: nearer places first (`first`, the selected place, before
 * all), each drawn unless one of its boxes overlaps a box of a label already drawn; then it
 * collapses into the count of the first such label. No two drawn labels overlap.
 */
export function declutterLabels(
  candidates: readonly LabelCandidate[],
  first?: number,
): LabelLayout {
  const order = [...candidates].sort(
    (a, b) =>
      Number(b.id === first) - Number(a.id === first) || a.distance - b.distance || a.id - b.id,
  );
  const drawn: LabelCandidate[] = [];
  const counts = new Map<number, number>();
  const collapsed = new Map<number, number>();
  for (const candidate of order) {
    const cover = drawn.find((other) =>
      candidate.rects.some((rect) => other.rects.some((taken) => overlaps(rect, taken))),
    );
    if (cover) {
      collapsed.set(candidate.id, cover.id);
      counts.set(cover.id, (counts.get(cover.id) ?? 0) + 1);
    } else {
      drawn.push(candidate);
      counts.set(candidate.id, 0);
    }
  }
  return { shown: drawn.map((candidate) => candidate.id), counts, collapsed };
}

/**
 * Where a marker's labels sit around its point, in SDU (x right, y up, as the SDK's
 * translate): the title above the pin with the count to its right, the description below.
 */
export const LABEL_GEOMETRY = Object.freeze({
  titleHeight: 0.8,
  titleY: 2.1,
  descriptionHeight: 0.55,
  descriptionY: -1.75,
  countHeight: 0.55,
  /** Between the title's right edge and the count. */
  countGap: 0.15,
  /** Kept free around every label, so that drawn labels do not touch. */
  margin: 0.1,
});

/** Widths of a place's label texts in em of their own size (padding included). */
export interface LabelWidths {
  title: number;
  description: number;
  /** The widest count text ("+99"), whose room the title row always keeps. */
  count: number;
}

/** The renderer's label: text with 0.15 em of padding each side, lines 1.1 em high. */
const LINE = 1.1;

/** The screen boxes of a marker's labels at point (x, y) with `ppu` pixels per SDU. */
export function labelRects(x: number, y: number, ppu: number, widths: LabelWidths): Rect[] {
  const g = LABEL_GEOMETRY;
  const m = g.margin * ppu;
  const titleWidth = widths.title * g.titleHeight * ppu;
  const titleHalf = (g.titleHeight * LINE * ppu) / 2;
  const titleY = y - g.titleY * ppu;
  const countRight = x + titleWidth / 2 + g.countGap * ppu + widths.count * g.countHeight * ppu;
  const descriptionHalfWidth = (widths.description * g.descriptionHeight * ppu) / 2;
  const descriptionHalf = (g.descriptionHeight * LINE * ppu) / 2;
  const descriptionY = y - g.descriptionY * ppu;
  const rects: Rect[] = [
    {
      left: x - titleWidth / 2 - m,
      right: countRight + m,
      top: titleY - titleHalf - m,
      bottom: titleY + titleHalf + m,
    },
  ];
  if (widths.description > 0) {
    rects.push({
      left: x - descriptionHalfWidth - m,
      right: x + descriptionHalfWidth + m,
      top: descriptionY - descriptionHalf - m,
      bottom: descriptionY + descriptionHalf + m,
    });
  }
  return rects;
}

/** Wide characters (CJK, full-width forms) take about 1 em; others about 0.62 em in bold. */
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** A generous estimate of a text's width in em, where the browser cannot measure it. */
export function estimateTextWidth(text: string): number {
  let width = 0;
  for (const character of text) width += WIDE.test(character) ? 1 : 0.62;
  return width;
}

let context: OffscreenCanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

/**
 * A label text's width in em of its size, padding included: measured by the browser in a
 * sans-serif font (with a little to spare), estimated where it cannot measure.
 */
export function labelTextWidth(text: string, bold: boolean): number {
  if (text === '') return 0;
  const key = `${bold ? 'b' : 'n'}${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    if (context === undefined) {
      context =
        typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
    }
    if (context) {
      context.font = `${bold ? 'bold ' : ''}100px sans-serif`;
      width = Math.max(
        (context.measureText(text).width / 100) * 1.1,
        estimateTextWidth(text) * 0.8,
      );
    } else {
      width = estimateTextWidth(text);
    }
    width += 0.3;
    measured.set(key, width);
  }
  return width;
}
