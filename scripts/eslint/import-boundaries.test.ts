import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importBoundaries, isAllowed } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const file = (relative: string) => path.join(process.cwd(), relative);
/** Code in the file at `relative` (from the repository root) that the rule lets through. */
const allowed = (relative: string, code: string) => ({ filename: file(relative), code });
/** Code in the file at `relative` that the rule refuses, with the message saying why. */
const refused = (relative: string, code: string, messageId: 'area' | 'feature' = 'area') => ({
  ...allowed(relative, code),
  errors: [{ messageId }],
});

tester.run('import-boundaries', importBoundaries, {
  valid: [
    allowed('app/src/shell/App.tsx', "import { Button } from '@citylife/ui';"),
    allowed('app/src/main.tsx', "import { api } from '@citylife/api-client';"),
    allowed('app/src/features/home/HomePage.tsx', "import x from '../../stores/a';"),
    allowed('app/src/features/home/HomePage.tsx', "import x from './HomePage.css';"),
    allowed('packages/ui/src/index.ts', "import { x } from './themes';"),
    allowed('packages/ui/src/index.ts', "import React from 'react';"),
    allowed(
      'server/src/http/operations.ts',
      "import type { operations } from '@citylife/api-client/schema';",
    ),
    allowed(
      'server/src/modules/settings/settings.test.ts',
      "import { createApiClient } from '@citylife/api-client';",
    ),
    allowed('e2e/tests/home.spec.ts', "import x from '../../server/src/app';"),
    allowed(
      'packages/conformance/src/conformance.test.ts',
      "import { buildServer } from '../../../server/src/app.js';",
    ),
    allowed('.storybook/preview.tsx', "import { Button } from '@citylife/ui';"),
    allowed(
      'packages/ui/visual/playwright.config.ts',
      "import { chromiumPath } from '../../../scripts/chromium.js';",
    ),
    allowed('packages/ar-runtime/demo/demo.ts', "import { installAR } from '../src/index';"),
    allowed(
      'packages/ui/vite.lib.config.ts',
      "import { libraryConfig } from '../../scripts/packages/library-config.js';",
    ),
    allowed(
      'app/vite.config.ts',
      "import { workspaceResolve } from '../scripts/packages/source-condition.js';",
    ),
    allowed(
      '.storybook/main.ts',
      "import { workspaceResolve } from '../scripts/packages/source-condition.js';",
    ),
    allowed(
      'app/bench/pages.bench.mjs',
      "import { chromiumPath } from '../../scripts/chromium.js';",
    ),
  ],
  invalid: [
    refused('app/src/main.tsx', "import { buildServer } from '../../server/src/app';"),
    refused('app/src/main.tsx', "import server from '@citylife/server';"),
    refused('packages/ui/src/index.ts', "import { api } from '@citylife/api-client';"),
    refused(
      'packages/ui/src/components/Button/Button.tsx',
      "import { t } from '../../../../../app/src/i18n/i18n';",
    ),
    refused('packages/ar-runtime/src/index.ts', "export * from '@citylife/ui';"),
    refused('packages/api-client/src/client.ts', "const ui = await import('@citylife/ui');"),
    refused('server/src/app.ts', "import { createApiClient } from '@citylife/api-client';"),
    refused('server/src/app.ts', "import { Button } from '@citylife/ui';"),
    refused(
      'app/src/features/home/HomePage.tsx',
      "import Cart from '../cart/CartPage';",
      'feature',
    ),
    refused('.storybook/preview.tsx', "import { api } from '@citylife/api-client';"),
    refused(
      'packages/ar-runtime/demo/demo.ts',
      "import { api } from '../../../app/src/api/client';",
    ),
    refused('app/bench/pages.bench.mjs', "import { createServer } from '../../server/src/app';"),
    refused(
      'packages/ui/vite.lib.config.ts',
      "import { buildServer } from '../../server/src/app';",
    ),
    refused('app/src/main.tsx', "import { chromiumPath } from '../../scripts/chromium.js';"),
    refused(
      'packages/conformance/src/conformance.ts',
      "import { buildServer } from '../../../server/src/app.js';",
    ),
    refused('packages/conformance/src/cli.ts', "import { Button } from '@citylife/ui';"),
    refused(
      'packages/ui/src/index.ts',
      "import { chromiumPath } from '../../../scripts/chromium.js';",
    ),
  ],
});

describe('isAllowed', () => {
  it('follows the import table', () => {
    expect(isAllowed('app', 'packages/ar-runtime')).toBe(true);
    expect(isAllowed('app', 'server')).toBe(false);
    expect(isAllowed('packages/ui', 'packages/ar-runtime')).toBe(false);
    expect(isAllowed('server', 'openapi')).toBe(true);
    expect(isAllowed('openapi', 'server')).toBe(false);
    expect(isAllowed('e2e', 'server')).toBe(true);
    expect(isAllowed('packages/conformance', 'openapi')).toBe(true);
    expect(isAllowed('packages/conformance', 'server')).toBe(false);
    expect(isAllowed('packages/conformance', 'server', { isTest: true })).toBe(true);
  });
});
