import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import { STACK_TRACE_DEPTH } from './runtime';
import { IllegalStateException, OutOfRangeException, WrongTypeException } from './errors';

describe('AR.logger', () => {
  it('records messages by level and switches the debug mode on', () => {
    const { AR, runtime, sent } = setupAR();
    let debugMode = false;
    runtime.events.on('debugMode', () => (debugMode = true));
    AR.logger.debug('d');
    AR.logger.info('i');
    AR.logger.warning('w');
    AR.logger.error({ code: 5 });
    expect(runtime.logs.map(({ level, message }) => [level, message])).toEqual([
      ['debug', 'd'],
      ['info', 'i'],
      ['warning', 'w'],
      ['error', '{"code":5}'],
    ]);
    AR.logger.activateDebugMode();
    expect(debugMode).toBe(true);
    expect(runtime.logs[0]?.stack).toBeUndefined();
    expect(sent('activateDebugMode')).toHaveLength(1);
  });

  it('keeps a stack trace of at most 10 frames for errors, starting at the caller', () => {
    const { AR, runtime } = setupAR();
    const deep = (depth: number): void => (depth === 0 ? AR.logger.error('deep') : deep(depth - 1));
    deep(20);
    const stack = runtime.logs.at(-1)?.stack ?? [];
    expect(stack).toHaveLength(STACK_TRACE_DEPTH);
    expect(STACK_TRACE_DEPTH).toBe(10);
    expect(stack[0]).toMatch(/deep/);
    expect(stack.join()).not.toMatch(/Logger\.|captureStack/);
  });
});

describe('AR.platform', () => {
  it('sends JSON objects and plugin calls to the host', () => {
    const { AR, sent, simulator } = setupAR();
    const requests: unknown[] = [];
    simulator.onHostRequest((request) => requests.push(request));
    AR.platform.sendJSONObject({ action: 'select', id: 3, nested: { ok: true } });
    AR.platform.callPlugin('barcode', 'scan', { formats: ['qr'] });
    expect(sent('sendJSONObject')[0]).toEqual({
      is: 'AR.i.platformInterface.sendJSONObject',
      objectId: AR.platform.objectId,
      jsonObject: { action: 'select', id: 3, nested: { ok: true } },
    });
    expect(sent('callPlugin')[0]).toMatchObject({
      pluginId: 'barcode',
      methodId: 'scan',
      parameter: { formats: ['qr'] },
    });
    expect(requests).toEqual([
      {
        type: 'sendJSONObject',
        values: { jsonObject: { action: 'select', id: 3, nested: { ok: true } } },
      },
      {
        type: 'callPlugin',
        values: { pluginId: 'barcode', methodId: 'scan', parameter: { formats: ['qr'] } },
      },
    ]);
    expect(thrown(() => AR.platform.sendJSONObject('hi' as never)).message).toBe(
      "'jsonObject' must be an object, got string.",
    );
  });
});

describe('AR.radar', () => {
  const container = (box = { left: 0, top: 0, width: 100, height: 100 }) => ({
    box,
    getBoundingClientRect() {
      return this.box;
    },
  });

  it('validates centre and radius in [0, 1] and maxDistance', () => {
    const { AR } = setupAR();
    for (const property of ['centerX', 'centerY', 'radius'] as const) {
      const error = thrown(() => (AR.radar[property] = 1.5));
      expect(error).toBeInstanceOf(OutOfRangeException);
      expect(error.message).toBe(`'radar.${property}' must be in [0, 1], got 1.5.`);
    }
    AR.radar.maxDistance = 500;
    AR.radar.maxDistance = -1;
    expect(thrown(() => (AR.radar.maxDistance = 0))).toBeInstanceOf(OutOfRangeException);
    expect(thrown(() => (AR.radar.background = 'bg.png' as never))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(thrown(() => (AR.radar.northIndicator = { radius: 2 })).message).toBe(
      "'northIndicator.radius' must be in [0, 1], got 2.",
    );
    const image = new AR.ImageResource('n.png');
    AR.radar.northIndicator = { image };
    AR.radar.northIndicator = { radius: 0.8 };
    expect(AR.radar.northIndicator).toEqual({ image, radius: 0.8 });
    // Set field by field, as experiences do, with the same checks.
    const other = new AR.ImageResource('north.png');
    AR.radar.northIndicator.image = other;
    AR.radar.northIndicator.radius = 0.6;
    expect(AR.radar.northIndicator).toEqual({ image: other, radius: 0.6 });
    expect(thrown(() => (AR.radar.northIndicator.radius = 1.5)).message).toBe(
      "'northIndicator.radius' must be in [0, 1], got 1.5.",
    );
    expect(thrown(() => (AR.radar.northIndicator.image = 'n.png' as never))).toBeInstanceOf(
      WrongTypeException,
    );
    expect(AR.radar.northIndicator.radius).toBe(0.6);
  });

  it('needs a container before it can be enabled', () => {
    const { AR } = setupAR();
    const error = thrown(() => (AR.radar.enabled = true));
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe('AR.radar needs a container before it can be enabled.');
    expect(thrown(() => (AR.radar.container = {} as never))).toBeInstanceOf(WrongTypeException);
  });

  it('polls the container position every 10 ms for 250 ms', () => {
    const { AR, clock, sent } = setupAR();
    const element = container();
    AR.radar.container = element;
    AR.radar.enabled = true;
    expect(sent('setPosition')).toHaveLength(1);
    for (let step = 1; step <= 30; step++) {
      element.box = { ...element.box, top: step };
      clock.tick(10);
    }
    expect(sent('setPosition').map((m) => m.top)).toEqual(
      Array.from({ length: 26 }, (_, index) => index),
    );
    expect(clock.pendingTimers()).toBe(0);
    AR.radar.notifyUpdateRadarPosition();
    expect(sent('setPosition').at(-1)).toMatchObject({ top: 30, left: 0, width: 100, height: 100 });
  });
});
