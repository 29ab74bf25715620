// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { Profiler } from './profiler';
import { createProfilerPanel, DATA_LOADER_MISSING } from './profiler-panel';

const button = (panel: HTMLElement, label: string) =>
  [...panel.querySelectorAll('button')].find((element) => element.textContent === label)!;
const checkbox = (panel: HTMLElement, label: string) =>
  [...panel.querySelectorAll('label')]
    .find((element) => element.textContent?.trim() === label)!
    .querySelector('input')!;

describe('Profiler', () => {
  it('counts host calls per interface and frames per second', () => {
    const { AR, runtime, clock } = setupAR();
    const profiler = new Profiler(runtime);
    new AR.GeoLocation(1, 1);
    new AR.GeoLocation(2, 2);
    AR.platform.sendJSONObject({});
    for (let frame = 0; frame < 30; frame++) {
      clock.tick(1000 / 30);
      runtime.events.emit('frame', clock.now());
    }
    const report = profiler.report();
    expect(report.calls.slice(0, 2)).toEqual([
      { is: 'AR.i.geoLocationInterface.create', count: 2, totalMs: 0 },
      { is: 'AR.i.platformInterface.sendJSONObject', count: 1, totalMs: 0 },
    ]);
    expect(report.framesPerSecond).toBe(30);
    expect(report.frames).toBe(30);
    profiler.reset();
    expect(profiler.report().calls).toEqual([]);
  });
});

describe('Profiler tab', () => {
  it('shows Call Count, FPS and Duration, each switchable', () => {
    const { AR, runtime } = setupAR();
    const profiler = new Profiler(runtime);
    const panel = createProfilerPanel(document, runtime, () => profiler.report(), undefined);
    document.body.replaceChildren(panel.element);
    new AR.GeoLocation(1, 1);
    panel.reload();
    const headers = () => [...panel.element.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers()).toEqual(['Call', 'Call Count', 'Duration (ms)']);
    expect(panel.element.querySelector('.ade-fps')?.textContent).toBe('FPS: 0');
    checkbox(panel.element, 'Call Count').click();
    checkbox(panel.element, 'Duration').click();
    checkbox(panel.element, 'FPS').click();
    expect(headers()).toEqual(['Call']);
    expect(panel.element.querySelector<HTMLElement>('.ade-fps')?.hidden).toBe(true);
  });

  it('reloads every 2 s by default when automatic reload is on, or at the chosen 1-10 s', () => {
    const { runtime, clock } = setupAR();
    let loads = 0;
    const panel = createProfilerPanel(
      document,
      runtime,
      () => {
        loads++;
        return { generatedAt: 0, calls: [], framesPerSecond: 0, frames: 0 };
      },
      undefined,
    );
    document.body.replaceChildren(panel.element);
    const select = panel.element.querySelector('select')!;
    expect([...select.options].map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(select.value).toBe('2');
    checkbox(panel.element, 'Automatic reload').click();
    clock.tick(6000);
    expect(loads).toBe(3);
    select.value = '5';
    select.dispatchEvent(new Event('change'));
    clock.tick(10_000);
    expect(loads).toBe(5);
    checkbox(panel.element, 'Automatic reload').click();
    clock.tick(20_000);
    expect(loads).toBe(5);
  });

  it('says when no data loader is specified', () => {
    const { runtime } = setupAR();
    const panel = createProfilerPanel(document, runtime, undefined, undefined);
    document.body.replaceChildren(panel.element);
    button(panel.element, 'Reload Data').click();
    expect(panel.element.querySelector('[role="status"]')?.textContent).toBe(
      'Error: data loader not found or not specified.',
    );
    expect(DATA_LOADER_MISSING).toBe('Error: data loader not found or not specified.');
    expect(runtime.logs.at(-1)?.message).toBe(DATA_LOADER_MISSING);
  });

  it('uploads the report through the pluggable sink', async () => {
    const { runtime, AR } = setupAR();
    const profiler = new Profiler(runtime);
    const uploads: unknown[] = [];
    const panel = createProfilerPanel(
      document,
      runtime,
      () => profiler.report(),
      (report) => {
        uploads.push(report);
        document.body.replaceChildren(panel.element);
      },
    );
    new AR.GeoLocation(0, 0);
    button(panel.element, 'Upload Report').click();
    await Promise.resolve();
    await Promise.resolve();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      calls: [{ is: 'AR.i.geoLocationInterface.create', count: 1 }],
    });
    expect(panel.element.querySelector('[role="status"]')?.textContent).toBe('Report uploaded.');
  });
});
