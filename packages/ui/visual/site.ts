// Facts of the built site for its suites, written out so that they do not import the kit:
// the kit's themes and palettes, and the sub-path the docs suite opens the site under, as a
// static host may serve it.
export const themes = ['default', 'christmas', 'green', 'green2', 'mono'] as const;
export const modes = ['light', 'dark'] as const;
export const subPath = '/hosted/kit/';
