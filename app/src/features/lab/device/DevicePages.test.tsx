import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KitMessagesProvider, SnackbarProvider } from '@citylife/ui';
import i18next from 'i18next';
import { initI18n } from '../../../i18n/i18n';
import { alerts, dismissAlert } from '../../../stores/alerts';

// What the sensor pages say where the browser cannot, and what a refused permission does:
// things a desktop Chromium cannot show (it has the events and asks no permission).

let CompassPage: ComponentType;
let DeviceMotionPage: ComponentType;
let ShakePage: ComponentType;

beforeAll(async () => {
  await initI18n('zh-Hans');
  ({ CompassPage } = await import('./CompassPage'));
  ({ DeviceMotionPage } = await import('./DeviceMotionPage'));
  ({ ShakePage } = await import('./ShakePage'));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const alert of [...alerts.queue]) dismissAlert(alert.id);
  await i18next.changeLanguage('zh-Hans');
});

const show = (Page: ComponentType) =>
  render(
    <KitMessagesProvider locale="zh-Hans">
      <SnackbarProvider>
        <Page />
      </SnackbarProvider>
    </KitMessagesProvider>,
  );

/** An event class of the iOS kind: access through a static requestPermission. */
function eventClassAnswering(result: string | Error) {
  return class extends Event {
    static requestPermission = vi.fn(() =>
      result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
    );
  };
}

describe('the compass', () => {
  it('says 设备不支持DeviceOrientationEvent where the browser has no such event', () => {
    vi.stubGlobal('DeviceOrientationEvent', undefined);
    show(CompassPage);
    expect(screen.getByText('设备不支持DeviceOrientationEvent')).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    vi.stubGlobal('DeviceOrientationEvent', undefined);
    await i18next.changeLanguage('en');
    show(CompassPage);
    expect(
      screen.getByText('This device does not support DeviceOrientationEvent'),
    ).toBeInTheDocument();
  });

  it('shows a permission result other than granted in an alert', async () => {
    const Orientation = eventClassAnswering('denied');
    vi.stubGlobal('DeviceOrientationEvent', Orientation);
    show(CompassPage);
    await userEvent.click(screen.getByRole('button', { name: '允许访问传感器' }));
    expect(Orientation.requestPermission).toHaveBeenCalledOnce();
    expect(alerts.queue.map((alert) => alert.message)).toEqual([
      '权限请求结果为“denied”：传感器保持关闭。',
    ]);
    expect(screen.getByText('未获得传感器访问权限，此页面没有读数。')).toBeInTheDocument();
  });

  it('listens once access is granted, and turns the dial', async () => {
    vi.stubGlobal('DeviceOrientationEvent', eventClassAnswering('granted'));
    show(CompassPage);
    await userEvent.click(screen.getByRole('button', { name: '允许访问传感器' }));
    expect(alerts.queue).toEqual([]);
    const event = Object.assign(new Event('deviceorientation'), {
      alpha: 30,
      beta: 90,
      gamma: 0,
      absolute: false,
    });
    window.dispatchEvent(event);
    expect(await screen.findByText('朝向 330°')).toBeInTheDocument();
    expect(screen.getByTestId('compass-rose').style.transform).toBe('rotate(-330deg)');
  });
});

describe('device motion', () => {
  it('alerts when the request is refused (a rejected request included)', async () => {
    vi.stubGlobal('DeviceMotionEvent', eventClassAnswering(new Error('NotAllowedError')));
    show(DeviceMotionPage);
    await userEvent.click(screen.getByRole('button', { name: '允许访问传感器' }));
    expect(alerts.queue.map((alert) => alert.message)).toEqual([
      '权限请求结果为“NotAllowedError”：传感器保持关闭。',
    ]);
  });

  it('says so where the browser has no motion events', () => {
    vi.stubGlobal('DeviceMotionEvent', undefined);
    show(DeviceMotionPage);
    expect(screen.getByText('设备不支持DeviceMotionEvent')).toBeInTheDocument();
  });
});

describe('shake detection', () => {
  it('says "not support vibrate" where the browser cannot vibrate', () => {
    vi.stubGlobal('DeviceMotionEvent', class extends Event {});
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    show(ShakePage);
    expect(screen.getByText('不支持振动')).toBeInTheDocument();
  });

  it('says nothing of vibration where it can', () => {
    vi.stubGlobal('DeviceMotionEvent', class extends Event {});
    vi.stubGlobal('navigator', { ...navigator, vibrate: () => true });
    show(ShakePage);
    expect(screen.queryByText('不支持振动')).toBeNull();
  });
});
