import { describe, expect, it } from 'vitest';
import { HELP, parseOptions } from './cli.js';
import { runCli as run } from './test/runCli.js';

describe('the command line', () => {
  it('prints the help with the prerequisites of the signed-in checks', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    expect(out).toBe(HELP);
    for (const text of [
      'npx @citylife/conformance --base-url URL',
      'GET /dev/captcha/{trackId}',
      'GET /dev/outbox/',
      'CITYLIFE_MODE=development',
      '--mobile N',
      '--password P',
      '--token T',
      '--admin-password P',
      '--junit FILE',
      '--json',
      'counted as skipped, not passed',
    ]) {
      expect(HELP).toContain(text);
    }
  });

  it('refuses wrong options with exit code 2, saying what is wrong, and runs nothing', async () => {
    for (const [argv, message] of [
      [[], '--base-url is required'],
      [['--base-url', 'ftp://x'], '--base-url must be an http(s) URL: ftp://x'],
      [['--base-url', 'http://127.0.0.1:9', '--nope'], "Unknown option '--nope'"],
      [
        ['--base-url', 'http://127.0.0.1:9', '--mobile', '13800138000'],
        '--mobile needs --password',
      ],
      [['--base-url', 'http://127.0.0.1:9', '--password', 'x'], '--password needs --mobile'],
      [
        ['--base-url', 'http://127.0.0.1:9', '--admin-password', 'x'],
        '--admin-password needs --admin-mobile',
      ],
      [['--base-url', 'http://127.0.0.1:9', '--contract', '/nonexistent/c.yaml'], 'ENOENT'],
    ] as const) {
      const { code, out, err } = await run(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain(message);
      expect(out).toBe('');
    }
  });

  it('maps the sign-in options to the ways of signing in', () => {
    expect(parseOptions(['--base-url', 'http://h'])).toEqual({ baseUrl: 'http://h', json: false });
    expect(
      parseOptions([
        '--base-url',
        'http://h',
        '--mobile',
        '13800138000',
        '--password',
        'pw',
        '--admin-token',
        'T',
        '--junit',
        'out.xml',
        '--json',
      ]),
    ).toEqual({
      baseUrl: 'http://h',
      json: true,
      junit: 'out.xml',
      member: { kind: 'password', account: '13800138000', password: 'pw' },
      admin: { kind: 'token', token: 'T' },
    });
    expect(
      parseOptions(['--base-url', 'http://h', '--token', 't', '--admin-mobile', '13900139001']),
    ).toEqual({
      baseUrl: 'http://h',
      json: false,
      member: { kind: 'token', token: 't' },
      admin: { kind: 'development', mobile: '13900139001' },
    });
  });
});
