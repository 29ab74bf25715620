import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The export condition under which the workspace's packages resolve to their TypeScript
 * sources (each package.json lists it first in `exports`), so that the app, Storybook and
 * the tests run on the sources with fast reloads, while consumers outside the workspace get
 * the built files. TypeScript reads it from tsconfig.base.json's `customConditions`.
 */
export const SOURCE_CONDITION = '@citylife/source';

/** Vite's resolve options for code of this workspace: sources of our packages first. */
export const workspaceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
