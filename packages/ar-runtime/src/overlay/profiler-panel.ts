import type { Runtime } from '../core/runtime';
import { button, checkbox, h } from './dom';
import type { ProfilerReport } from './profiler';

export const DATA_LOADER_MISSING = 'Error: data loader not found or not specified.';
const RELOAD_SECONDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const DEFAULT_RELOAD_SECONDS = 2;

export type ProfilerDataLoader = () => ProfilerReport;
export type ReportSink = (report: ProfilerReport) => void | Promise<void>;

/** The Profiler tab: Call Count, FPS and Duration, reload on demand or every 1-10 s. */
export function createProfilerPanel(
  document: Document,
  runtime: Runtime,
  dataLoader: ProfilerDataLoader | undefined,
  reportSink: ReportSink | undefined,
) {
  const show = { calls: true, fps: true, duration: true };
  let report: ProfilerReport | undefined;
  let timer: number | undefined;
  const status = h(document, 'p', { className: 'ade-status', role: 'status' });
  const fps = h(document, 'p', { className: 'ade-fps' });
  const table = h(document, 'table', { className: 'ade-calls' });

  const render = () => {
    fps.hidden = !show.fps;
    fps.textContent = report ? `FPS: ${report.framesPerSecond}` : '';
    const header = h(document, 'tr', {}, h(document, 'th', { text: 'Call' }));
    if (show.calls) header.append(h(document, 'th', { text: 'Call Count' }));
    if (show.duration) header.append(h(document, 'th', { text: 'Duration (ms)' }));
    const rows = (report?.calls ?? []).map((call) => {
      const row = h(document, 'tr', {}, h(document, 'td', { text: call.is }));
      if (show.calls) row.append(h(document, 'td', { text: call.count }));
      if (show.duration) row.append(h(document, 'td', { text: call.totalMs.toFixed(2) }));
      return row;
    });
    table.replaceChildren(header, ...rows);
  };

  const reload = () => {
    if (!dataLoader) {
      status.textContent = DATA_LOADER_MISSING;
      runtime.log('error', DATA_LOADER_MISSING);
      return;
    }
    report = dataLoader();
    status.textContent = '';
    render();
  };

  const select = h(document, 'select', { 'aria-label': 'Reload interval in seconds' });
  for (const seconds of RELOAD_SECONDS) {
    const option = h(document, 'option', { value: seconds, text: `${seconds} s` });
    option.selected = seconds === DEFAULT_RELOAD_SECONDS;
    select.append(option);
  }
  const restartTimer = (on: boolean) => {
    if (timer !== undefined) runtime.clock.clearInterval(timer);
    timer = undefined;
    if (on) timer = runtime.clock.setInterval(reload, Number(select.value) * 1000);
  };
  const auto = checkbox(document, 'Automatic reload', false, restartTimer);
  select.addEventListener('change', () => restartTimer(auto.input.checked));

  const upload = button(document, 'Upload Report', () => {
    if (!reportSink) {
      status.textContent = 'No report sink configured.';
      return;
    }
    const current = dataLoader?.() ?? report;
    if (!current) {
      status.textContent = DATA_LOADER_MISSING;
      return;
    }
    void Promise.resolve(reportSink(current)).then(
      () => (status.textContent = 'Report uploaded.'),
      (error: unknown) => (status.textContent = `Upload failed: ${String(error)}`),
    );
  });

  const toggles = [
    checkbox(document, 'Call Count', true, (on) => ((show.calls = on), render())),
    checkbox(document, 'FPS', true, (on) => ((show.fps = on), render())),
    checkbox(document, 'Duration', true, (on) => ((show.duration = on), render())),
  ];
  const element = h(
    document,
    'section',
    { className: 'ade-profiler', 'aria-label': 'Profiler' },
    h(document, 'div', { className: 'ade-row' }, ...toggles.map((toggle) => toggle.element)),
    h(
      document,
      'div',
      { className: 'ade-row' },
      upload,
      button(document, 'Reload Data', reload),
      auto.element,
      select,
    ),
    status,
    fps,
    table,
  );
  render();
  return { element, reload, dispose: () => restartTimer(false) };
}
