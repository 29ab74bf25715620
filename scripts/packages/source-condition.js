import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The export condition under which the workspace's packages resolve to their TypeScript
 * sources (each package.json lists it first in `exports`), so that the app, Storybook and
 * the tests run on the sources with fast reloads, while consumers outside the workspace get
 * the built files. TypeScript reads it from tsconfig.base.json's `customConditions`.
 */
export const SOURCE_CONDITION = '@citylife/source';

/**
 * Vite's resolve options for code of this workspace: sources of our packages first, in the
 * browser and in the server environment alike. The server environment's conditions are set
 * on `environments.ssr`, which tools that run their own Vite server with an `ssr` option of
 * their own keep (vanilla-extract's compiler evaluates `.css.ts` files there: a `vars`
 * imported from the built kit would name variables no page defines).
 */
export const workspaceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  environments: {
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  },
};
