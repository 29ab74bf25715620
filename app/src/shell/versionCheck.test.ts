import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion, parseVersion } from './versionCheck';

describe('isNewerVersion', () => {
  it('compares major, minor and patch numerically', () => {
    expect(isNewerVersion('0.1.164', '0.1.163')).toBe(true);
    expect(isNewerVersion('0.2.0', '0.1.163')).toBe(true);
    expect(isNewerVersion('1.0.0', '0.99.99')).toBe(true);
    expect(isNewerVersion('0.1.10', '0.1.9')).toBe(true);
  });

  it('is false for the same or an older version', () => {
    expect(isNewerVersion('0.1.163', '0.1.163')).toBe(false);
    expect(isNewerVersion('0.1.162', '0.1.163')).toBe(false);
    expect(isNewerVersion('0.1.9', '0.1.10')).toBe(false);
  });

  it('orders a pre-release before its release', () => {
    expect(isNewerVersion('1.0.0', '1.0.0-rc.1')).toBe(true);
    expect(isNewerVersion('1.0.0-rc.1', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.0.0-rc.2', '1.0.0-rc.1')).toBe(true);
    expect(isNewerVersion('1.0.0-rc.10', '1.0.0-rc.9')).toBe(true);
    expect(isNewerVersion('1.0.0-beta', '1.0.0-alpha')).toBe(true);
    expect(isNewerVersion('1.0.0-alpha.1', '1.0.0-alpha')).toBe(true);
    expect(isNewerVersion('1.0.0-alpha', '1.0.0-1')).toBe(true);
  });

  it('ignores build metadata and a leading v', () => {
    expect(isNewerVersion('v0.1.164+build.7', '0.1.163')).toBe(true);
    expect(isNewerVersion('0.1.163+build.8', '0.1.163+build.7')).toBe(false);
  });

  it('never reloads for an unreadable version', () => {
    expect(isNewerVersion('latest', '0.1.163')).toBe(false);
    expect(isNewerVersion('0.1.164', 'test')).toBe(false);
    expect(isNewerVersion('', '0.1.163')).toBe(false);
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
