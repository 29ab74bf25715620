import { describe, expect, it } from 'vitest';
import { installAR } from '../core/namespace';
import { createFakeClock } from '../sim/fake-clock';
import { setupAR } from '../../test/setup-ar';
import type { HostLink, HostMessage } from './messages';
import { parseMessageName } from './messages';

/** A stand-in for a native host: records messages and keeps the link it is given. */
function recordingHost() {
  const messages: HostMessage[] = [];
  let link: HostLink | undefined;
  return {
    messages,
    get link() {
      return link;
    },
    connect(l: HostLink) {
      link = l;
    },
    receive(message: HostMessage) {
      messages.push(message);
    },
  };
}

describe('host messages', () => {
  it('describe every creation with interface, id, values, references by id and trigger flags', () => {
    const host = recordingHost();
    const { AR } = installAR({ clock: createFakeClock(), host });
    const location = new AR.GeoLocation(10, 20, 30);
    const label = new AR.Label('Hi', 2, { zOrder: 1 });
    const geoObject = new AR.GeoObject(location, {
      drawables: { cam: [label] },
      onClick: () => true,
    });
    const created = host.messages.filter((m) => m.is.endsWith('.create'));
    expect(created.find((m) => m.objectId === location.objectId)).toEqual({
      is: 'AR.i.geoLocationInterface.create',
      objectId: location.objectId,
      latitude: 10,
      longitude: 20,
      altitude: 30,
      onError: false,
    });
    expect(created.find((m) => m.objectId === geoObject.objectId)).toMatchObject({
      is: 'AR.i.geoObjectInterface.create',
      locations: [location.objectId],
      drawables: { cam: [label.objectId], radar: [], indicator: [] },
      enabled: true,
      renderingOrder: 0,
      onClick: true,
      onEnterFieldOfVision: false,
    });
    expect(created.find((m) => m.objectId === label.objectId)).toMatchObject({
      is: 'AR.i.labelInterface.create',
      text: 'Hi',
      height: 2,
      zOrder: 1,
      style: { textColor: '#000000FF', backgroundColor: '#00000000', fontStyle: 'normal' },
      onClick: false,
      onDragBegan: false,
    });
  });

  it('describe property sets, calls and destruction', () => {
    const host = recordingHost();
    const { AR } = installAR({ clock: createFakeClock(), host });
    const sound = new AR.Sound('a.mp3');
    sound.onFinishedPlaying = () => undefined;
    sound.play(3);
    sound.destroy();
    expect(host.messages.slice(-3)).toEqual([
      {
        is: 'AR.i.soundInterface.set',
        objectId: sound.objectId,
        property: 'onFinishedPlaying',
        value: true,
      },
      { is: 'AR.i.soundInterface.play', objectId: sound.objectId, loopTimes: 3 },
      { is: 'AR.i.soundInterface.destroy', objectId: sound.objectId },
    ]);
  });

  it('lets a native host drive the objects through triggers and updates', () => {
    const host = recordingHost();
    const { AR } = installAR({ clock: createFakeClock(), host });
    let loaded = false;
    const image = new AR.ImageResource('a.png', { onLoaded: () => (loaded = true) });
    const label = new AR.Label('x', 1);
    host.link?.trigger(image.objectId, 'onLoaded', 64, 32);
    host.link?.update(label.objectId, { opacity: 0.25, 'translate.x': 3 });
    host.link?.setUserLocation({ latitude: 1, longitude: 2, altitude: 3, accuracy: 2 });
    expect([loaded, image.getWidth(), image.getHeight(), image.isLoaded()]).toEqual([
      true,
      64,
      32,
      true,
    ]);
    expect([label.opacity, label.translate.x]).toEqual([0.25, 3]);
    expect(
      host.messages.filter((m) => m.objectId === label.objectId && m.is.endsWith('.set')),
    ).toEqual([]);
    expect(host.link?.userLocation()).toEqual({
      latitude: 1,
      longitude: 2,
      altitude: 3,
      accuracy: 2,
    });
    expect(host.link?.resolveLocation(new AR.GeoLocation(5, 6).objectId)).toEqual({
      latitude: 5,
      longitude: 6,
      altitude: undefined,
    });
  });

  it('groups creations made in a batch into one message', () => {
    const { AR, runtime } = setupAR();
    const delivered: HostMessage[] = [];
    runtime.bridge.onMessage(({ message }) => delivered.push(message));
    runtime.bridge.batch(() => {
      const location = new AR.GeoLocation(1, 1);
      new AR.GeoObject(location, { drawables: { cam: new AR.Label('a', 1) } });
    });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.is).toBe('AR.i.batch');
    expect((delivered[0]?.messages as HostMessage[]).map((m) => m.is)).toEqual([
      'AR.i.geoLocationInterface.create',
      'AR.i.labelInterface.create',
      'AR.i.geoObjectInterface.create',
    ]);
  });

  it('names interface and operation in the is field', () => {
    expect(parseMessageName('AR.i.soundInterface.play')).toEqual({
      iface: 'soundInterface',
      operation: 'play',
    });
  });

  it('measures each delivery for the profiler', () => {
    const { AR, runtime, clock } = setupAR();
    const durations: number[] = [];
    runtime.bridge.onMessage(({ durationMs }) => durations.push(durationMs));
    clock.tick(5);
    new AR.GeoLocation(0, 0);
    expect(durations).toEqual([0]);
  });
});
