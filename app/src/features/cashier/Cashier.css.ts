import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '560px',
  margin: '0 auto',
});

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightMedium,
});

export const due = style({ fontSize: vars.font.sizeXxlarge });

export const lines = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const lineGroup = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const outcome = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: 'center',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const outcomeIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const outcomeIconDone = style([
  outcomeIcon,
  { background: vars.color.positive, color: vars.color.onPositive },
]);

export const outcomeTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXlarge,
  fontWeight: vars.font.weightStrong,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});
