import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion, parseVersion } from './versionCheck';

describe('isNewerVersion', () => {
  // Each case: a version, the one running, and whether the first is newer.
  it.each<[string, [string, string, boolean][]]>([
    [
      'compares major, minor and patch numerically',
      [
        ['0.1.164', '0.1.163', true],
        ['0.2.0', '0.1.163', true],
        ['1.0.0', '0.99.99', true],
        ['0.1.10', '0.1.9', true],
      ],
    ],
    [
      'is false for the same or an older version',
      [
        ['0.1.163', '0.1.163', false],
        ['0.1.162', '0.1.163', false],
        ['0.1.9', '0.1.10', false],
      ],
    ],
    [
      'orders a pre-release before its release',
      [
        ['1.0.0', '1.0.0-rc.1', true],
        ['1.0.0-rc.1', '1.0.0', false],
        ['1.0.0-rc.2', '1.0.0-rc.1', true],
        ['1.0.0-rc.10', '1.0.0-rc.9', true],
        ['1.0.0-beta', '1.0.0-alpha', true],
        ['1.0.0-alpha.1', '1.0.0-alpha', true],
        ['1.0.0-alpha', '1.0.0-1', true],
      ],
    ],
    [
      'ignores build metadata and a leading v',
      [
        ['v0.1.164+build.7', '0.1.163', true],
        ['0.1.163+build.8', '0.1.163+build.7', false],
      ],
    ],
    [
      'never reloads for an unreadable version',
      [
        ['latest', '0.1.163', false],
        ['0.1.164', 'test', false],
        ['', '0.1.163', false],
      ],
    ],
  ])('%s', (_rule, cases) => {
    for (const [version, running, newer] of cases) {
      expect(isNewerVersion(version, running)).toBe(newer);
    }
  });
});

describe('compareVersions', () => {
  it('is symmetric', () => {
    const a = parseVersion('2.1.0-beta.2')!;
    const b = parseVersion('2.1.0-beta.11')!;
    expect(compareVersions(a, b)).toBe(-1);
    expect(compareVersions(b, a)).toBe(1);
    expect(compareVersions(a, a)).toBe(0);
  });
});
