// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { createLoggerPanel } from './logger-panel';

const toggle = (panel: HTMLElement, label: string) =>
  [...panel.querySelectorAll('label')]
    .find((element) => element.textContent?.trim() === label)!
    .querySelector('input')!;
const messages = (panel: HTMLElement) =>
  [...panel.querySelectorAll('li')].map((item) => item.textContent);

describe('Logger tab', () => {
  it('shows errors and warnings by default and the other levels when toggled on', () => {
    const { AR, runtime } = setupAR();
    const panel = createLoggerPanel(document, runtime);
    document.body.replaceChildren(panel.element);
    AR.logger.error('broken');
    AR.logger.warning('careful');
    AR.logger.info('fyi');
    AR.logger.debug('details');
    expect(
      ['Error', 'Warning', 'Info', 'Debug'].map((label) => toggle(panel.element, label).checked),
    ).toEqual([true, true, false, false]);
    expect(messages(panel.element)).toEqual(['[error] broken', '[warning] careful']);
    toggle(panel.element, 'Debug').click();
    expect(messages(panel.element)).toEqual([
      '[error] broken',
      '[warning] careful',
      '[debug] details',
    ]);
    toggle(panel.element, 'Error').click();
    toggle(panel.element, 'Info').click();
    expect(messages(panel.element)).toEqual(['[warning] careful', '[info] fyi', '[debug] details']);
  });

  it('clears the console and keeps showing new messages', () => {
    const { AR, runtime } = setupAR();
    const panel = createLoggerPanel(document, runtime);
    document.body.replaceChildren(panel.element);
    AR.logger.error('old');
    const clear = [...panel.element.querySelectorAll('button')].find(
      (button) => button.textContent === 'Clear Console',
    )!;
    clear.click();
    expect(messages(panel.element)).toEqual([]);
    AR.logger.error('new');
    expect(messages(panel.element)).toEqual(['[error] new']);
  });
});
