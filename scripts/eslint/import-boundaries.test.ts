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

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: file('app/src/shell/App.tsx'), code: "import { Button } from '@citylife/ui';" },
    { filename: file('app/src/main.tsx'), code: "import { api } from '@citylife/api-client';" },
    {
      filename: file('app/src/features/home/HomePage.tsx'),
      code: "import x from '../../stores/a';",
    },
    {
      filename: file('app/src/features/home/HomePage.tsx'),
      code: "import x from './HomePage.css';",
    },
    { filename: file('packages/ui/src/index.ts'), code: "import { x } from './themes';" },
    { filename: file('packages/ui/src/index.ts'), code: "import React from 'react';" },
    {
      filename: file('server/src/http/operations.ts'),
      code: "import type { operations } from '@citylife/api-client/schema';",
    },
    {
      filename: file('server/src/modules/settings/settings.test.ts'),
      code: "import { createApiClient } from '@citylife/api-client';",
    },
    { filename: file('e2e/tests/home.spec.ts'), code: "import x from '../../server/src/app';" },
    { filename: file('.storybook/preview.tsx'), code: "import { Button } from '@citylife/ui';" },
    {
      filename: file('packages/ui/visual/playwright.config.ts'),
      code: "import { chromiumPath } from '../../../scripts/chromium.js';",
    },
    {
      filename: file('packages/ar-runtime/demo/demo.ts'),
      code: "import { installAR } from '../src/index';",
    },
    {
      filename: file('app/bench/pages.bench.mjs'),
      code: "import { chromiumPath } from '../../scripts/chromium.js';",
    },
  ],
  invalid: [
    {
      filename: file('app/src/main.tsx'),
      code: "import { buildServer } from '../../server/src/app';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('app/src/main.tsx'),
      code: "import server from '@citylife/server';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('packages/ui/src/index.ts'),
      code: "import { api } from '@citylife/api-client';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('packages/ui/src/components/Button/Button.tsx'),
      code: "import { t } from '../../../../../app/src/i18n/i18n';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('packages/ar-runtime/src/index.ts'),
      code: "export * from '@citylife/ui';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('packages/api-client/src/client.ts'),
      code: "const ui = await import('@citylife/ui');",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('server/src/app.ts'),
      code: "import { createApiClient } from '@citylife/api-client';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('server/src/app.ts'),
      code: "import { Button } from '@citylife/ui';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('app/src/features/home/HomePage.tsx'),
      code: "import Cart from '../cart/CartPage';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: file('.storybook/preview.tsx'),
      code: "import { api } from '@citylife/api-client';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('packages/ar-runtime/demo/demo.ts'),
      code: "import { api } from '../../../app/src/api/client';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('app/bench/pages.bench.mjs'),
      code: "import { createServer } from '../../server/src/app';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('app/src/main.tsx'),
      code: "import { chromiumPath } from '../../scripts/chromium.js';",
      errors: [{ messageId: 'area' }],
    },
    {
      filename: file('packages/ui/src/index.ts'),
      code: "import { chromiumPath } from '../../../scripts/chromium.js';",
      errors: [{ messageId: 'area' }],
    },
  ],
});

describe('isAllowed', () => {
  it('follows the import table of the architecture document', () => {
    expect(isAllowed('app', 'packages/ar-runtime')).toBe(true);
    expect(isAllowed('app', 'server')).toBe(false);
    expect(isAllowed('packages/ui', 'packages/ar-runtime')).toBe(false);
    expect(isAllowed('server', 'openapi')).toBe(true);
    expect(isAllowed('openapi', 'server')).toBe(false);
    expect(isAllowed('e2e', 'server')).toBe(true);
  });
});
