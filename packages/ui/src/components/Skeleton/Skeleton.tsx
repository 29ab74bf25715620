import * as styles from './Skeleton.css';

export { skeletonShapes } from './Skeleton.css';

export type SkeletonShape = (typeof styles.skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: number | string;
  height?: number | string;
  /** Text lines to draw (shape `text`); the last is shorter. */
  lines?: number;
}

/**
 * A placeholder drawn while content loads. Decorative: put `aria-busy` on the
 * region that is loading, or a `Spinner` with a label, for assistive technology.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={`${styles.bone} ${styles.shape.text}`}
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${styles.bone} ${styles.shape[shape]}`}
      style={{
        width: width ?? (shape === 'text' ? '100%' : 48),
        height: height ?? (shape === 'text' ? undefined : 48),
      }}
    />
  );
}
