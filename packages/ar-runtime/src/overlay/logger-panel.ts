import type { LogEntry, LogLevel, Runtime } from '../core/runtime';
import { button, checkbox, h } from './dom';

const LEVELS: Array<{ level: LogLevel; label: string; on: boolean }> = [
  { level: 'error', label: 'Error', on: true },
  { level: 'warning', label: 'Warning', on: true },
  { level: 'info', label: 'Info', on: false },
  { level: 'debug', label: 'Debug', on: false },
];

/** The Logger tab: level toggles (Error and Warning on), the messages, Clear Console. */
export function createLoggerPanel(document: Document, runtime: Runtime) {
  const shown = new Set(LEVELS.filter((level) => level.on).map((level) => level.level));
  let cleared = 0;
  const list = h(document, 'ol', { className: 'ade-log', 'aria-label': 'Log messages' });

  const render = () => {
    const items = runtime.logs
      .slice(cleared)
      .filter((entry) => shown.has(entry.level))
      .map((entry: LogEntry) =>
        h(
          document,
          'li',
          {
            className: `ade-log-${entry.level}`,
            'data-level': entry.level,
            title: entry.stack?.join('\n'),
          },
          `[${entry.level}] ${entry.message}`,
        ),
      );
    list.replaceChildren(...items);
  };

  const toggles = LEVELS.map(({ level, label, on }) =>
    checkbox(document, label, on, (checked) => {
      if (checked) shown.add(level);
      else shown.delete(level);
      render();
    }),
  );
  const clear = button(document, 'Clear Console', () => {
    cleared = runtime.logs.length;
    render();
  });
  const element = h(
    document,
    'section',
    { className: 'ade-logger', 'aria-label': 'Logger' },
    h(document, 'div', { className: 'ade-row' }, ...toggles.map((toggle) => toggle.element), clear),
    list,
  );
  const stop = runtime.events.on('log', render);
  render();
  return { element, render, dispose: stop };
}
