import { afterEach, describe, expect, it } from 'vitest';
import { preloadChunkFiles } from './chunkFiles';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  delete window.citylifeChunkFiles;
});

describe('preloading a screen chunk', () => {
  it("asks at once for the chunk's scripts and styles from the boot table, once each", () => {
    window.citylifeChunkFiles = {
      tour: ['/assets/tour-a.js', '/assets/gallery-b.js', '/assets/tour-c.css'],
    };
    preloadChunkFiles('tour');
    preloadChunkFiles('tour');
    expect(links()).toEqual([
      ['modulepreload', '/assets/tour-a.js', null],
      ['modulepreload', '/assets/gallery-b.js', null],
      ['preload', '/assets/tour-c.css', 'style'],
    ]);
  });

  it('skips what the boot script already asked for, and does nothing without a table', () => {
    preloadChunkFiles('tour');
    expect(links()).toEqual([]);
    const early = document.createElement('link');
    early.rel = 'modulepreload';
    early.href = '/assets/poll-a.js';
    document.head.appendChild(early);
    window.citylifeChunkFiles = { poll: ['/assets/poll-a.js', '/assets/chart-b.js'] };
    preloadChunkFiles('poll');
    expect(links()).toEqual([
      ['modulepreload', '/assets/poll-a.js', null],
      ['modulepreload', '/assets/chart-b.js', null],
    ]);
  });
});
