// The lint rule against hand-written route paths: it refuses them in the app's code, lets
// through the typed API client's paths, and knows every first segment of the route table.
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePrefixes, routeTableFile } from './route-strings.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the route-path rule for `code` in the file at `file` (from the root). */
async function routeFindings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
}

describe('the route-path rule', () => {
  it('knows the first segment of every route in the table', () => {
    // The table's patterns are its string values: `key: '/first/...'`.
    const table = readFileSync(path.join(repoRoot, routeTableFile), 'utf8');
    const firstSegments = [...table.matchAll(/^\s+\w+: '\/([^/']+)/gm)].map((match) => match[1]);
    expect([...routePrefixes].sort()).toEqual([...new Set(firstSegments)].sort());
  });

  it('refuses route paths written by hand in a feature, as strings, JSX attributes and templates', async () => {
    const findings = await routeFindings(
      'app/src/features/planted/Planted.tsx',
      [
        "export const item = (id: number) => '/shoppingcart/item/' + id;",
        'export const map = `/tour/map`;',
        'export const cashier = (sn: string) => `/pay/cashier/${sn}`;',
        'export const home = "/home";',
        'export const Link = () => <a href="/member/center">me</a>;',
        '',
      ].join('\n'),
    );
    expect(findings.map((finding) => finding.line)).toEqual([1, 2, 3, 4, 5]);
    expect(findings[0]?.message).toContain(routeTableFile);
  });

  it('refuses them in the shell and the shared layer too', async () => {
    expect(
      await routeFindings('app/src/shell/Planted.ts', "export const p = '/feedback';\n"),
    ).toHaveLength(1);
    expect(
      await routeFindings('app/src/common/Planted.ts', "export const p = '/lab/index';\n"),
    ).toHaveLength(1);
  });

  it("lets through the API client's paths, literal types, other paths, the table and tests", async () => {
    const code = [
      "declare const client: { GET(path: '/member/getAccount/'): void };",
      "client.GET('/member/getAccount/');",
      "export type Call = { '/shoppingcart/getByUser/': 1 }['/shoppingcart/getByUser/'];",
      "export const other = ['/homepage', '/uploads/x.png', 'member/center', '/api/getSettings'];",
      '',
    ].join('\n');
    expect(await routeFindings('app/src/features/planted/api.ts', code)).toEqual([]);
    const route = "export const p = '/member/center';\n";
    expect(await routeFindings(routeTableFile, route)).toEqual([]);
    expect(await routeFindings('app/src/features/planted/Planted.test.ts', route)).toEqual([]);
  });
});
