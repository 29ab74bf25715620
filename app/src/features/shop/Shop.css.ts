import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The store's banner keeps its 2:1 shape at any width. */
export const banner = style({ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' });

/** The opening hours keep their bullets, indented like text. */
export const hours = style({ margin: 0, paddingLeft: vars.space.large });
