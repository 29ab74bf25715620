import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** Height of the shell's bottom bar, which the Save bar sits on. */
const BOTTOM_BAR_HEIGHT = '56px';

export const page = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const avatarField = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
});

export const progress = style({ width: '100%', maxWidth: '240px' });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});

/** Room under the form, so the fixed Save bar never covers its last field. */
export const form = style({ display: 'grid', gap: vars.space.medium, paddingBottom: '72px' });

/** The Save button stays at the bottom of the screen, above the bottom bar. */
export const saveBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.appBar,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
