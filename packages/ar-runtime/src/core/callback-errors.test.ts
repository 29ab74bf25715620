// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { placeAt, setupRenderer } from '../../test/setup-renderer';
import { createLoggerPanel } from '../overlay/logger-panel';
import { reportUncaught } from './runtime';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("errors thrown by a developer's callbacks", () => {
  it('reach the window as uncaught errors through reportError, as the browser reports them', () => {
    const seen: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      seen.push(event.error);
    };
    // What the browser's reportError does: an `error` event on the window.
    vi.stubGlobal('reportError', (error: unknown) =>
      window.dispatchEvent(new ErrorEvent('error', { error, cancelable: true })),
    );
    window.addEventListener('error', onError);
    try {
      const { AR, runtime } = setupAR();
      const failure = new TypeError('World.places is undefined');
      AR.context.onLocationChanged = () => {
        throw failure;
      };
      runtime.setUserLocation({ latitude: 1, longitude: 2, altitude: 3 });
      expect(seen).toEqual([failure]);
      expect(runtime.logs.at(-1)).toMatchObject({
        level: 'error',
        message: 'Context.onLocationChanged threw: World.places is undefined',
      });
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('are thrown again on a later task where the browser has no reportError', () => {
    vi.stubGlobal('reportError', undefined);
    vi.useFakeTimers();
    const failure = new Error('late');
    reportUncaught(failure);
    expect(() => vi.runAllTimers()).toThrow(failure);
  });

  it('show in the developer overlay’s Logger with the callback that threw', () => {
    const reported: unknown[] = [];
    const { AR, runtime } = setupAR({ reportError: (error) => reported.push(error) });
    const panel = createLoggerPanel(document, runtime);
    document.body.replaceChildren(panel.element);
    const image = new AR.ImageResource('pin.png', {
      onLoaded: () => {
        throw new Error('no pin');
      },
    });
    runtime.trigger(image.objectId, 'onLoaded');
    expect([...panel.element.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '[error] ImageResource.onLoaded threw: no pin',
    ]);
    expect(reported).toEqual([new Error('no pin')]);
  });

  it("from a drawable's click and a field of vision change are reported each", () => {
    const reported: string[] = [];
    const test = setupRenderer(
      {},
      setupAR({
        location: { latitude: 0, longitude: 0, altitude: 0 },
        reportError: (error) => reported.push((error as Error).message),
      }),
    );
    const circle = new test.AR.Circle(2, {
      onClick: () => {
        throw new Error('click');
      },
    });
    placeAt(test, 50, 0, {
      drawables: { cam: [circle] },
      onEnterFieldOfVision: () => {
        throw new Error('enter');
      },
    });
    test.renderer.renderFrame();
    expect(reported).toEqual(['enter']);
    test.runtime.trigger(circle.objectId, 'onClick', undefined);
    expect(reported).toEqual(['enter', 'click']);
    test.renderer.stop();
  });

  it('from the answers of a cloud recognition and a region choice are reported too', () => {
    const reported: string[] = [];
    const { AR, runtime } = setupAR({
      reportError: (error) => reported.push((error as Error).message),
    });
    AR.context.setCloudRecognitionServerRegion(AR.CONST.CLOUD_RECOGNITION_SERVER_REGION.EUROPE, {
      onSuccess: () => {
        throw new Error('region');
      },
    });
    runtime.trigger(AR.context.objectId, 'onRegionSuccess');
    expect(reported).toEqual(['region']);
  });
});
