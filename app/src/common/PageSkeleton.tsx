import { Page, Skeleton, Stack, type PageWidth } from '@citylife/ui';

/**
 * A detail screen while it loads: its picture's frame (`pictureHeight` pixels high) over a
 * few lines of text, on a page of the screen's own width.
 */
export function PageSkeleton({
  pictureHeight,
  lines = 4,
  width,
}: {
  pictureHeight: number;
  lines?: number;
  width?: PageWidth;
}) {
  return (
    <Page width={width}>
      <Stack space="large" aria-busy="true">
        <Skeleton shape="rect" width="100%" height={pictureHeight} />
        <Skeleton lines={lines} />
      </Stack>
    </Page>
  );
}
