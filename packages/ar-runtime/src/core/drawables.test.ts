import { describe, expect, it } from 'vitest';
import { setupAR, thrown } from '../../test/setup-ar';
import {
  ArrayContentException,
  EnumerationException,
  ImmutableException,
  OutOfRangeException,
  UndefinedException,
  WrongTypeException,
} from './errors';

describe('common drawable options', () => {
  it('applies and validates enabled, opacity, zOrder, anchors and transforms', () => {
    const { AR } = setupAR();
    const label = new AR.Label('Hi', 1, {
      enabled: false,
      mirrored: true,
      opacity: 0.5,
      zOrder: 3,
      horizontalAnchor: AR.CONST.HORIZONTAL_ANCHOR.LEFT,
      verticalAnchor: AR.CONST.VERTICAL_ANCHOR.BOTTOM,
      translate: { x: 1, y: 2, global: { z: 3 } },
      rotate: { z: 45 },
      scale: { x: 2 },
    });
    expect(label.enabled).toBe(false);
    expect(label.mirrored).toBe(true);
    expect([label.opacity, label.zOrder]).toEqual([0.5, 3]);
    expect([label.horizontalAnchor, label.verticalAnchor]).toEqual([0, 5]);
    expect(label.translate.toJSON()).toEqual({ x: 1, y: 2, z: 0, global: { x: 0, y: 0, z: 3 } });
    expect([label.rotate.z, label.scale.x, label.scale.y]).toEqual([45, 2, 1]);
    expect(label.rotatesToCamera).toBe(true);

    expect(thrown(() => (label.opacity = 1.5)).message).toBe(
      "'opacity' must be in [0, 1], got 1.5.",
    );
    expect(thrown(() => (label.zOrder = 0.5))).toBeInstanceOf(WrongTypeException);
    const anchor = thrown(() => (label.horizontalAnchor = 3 as never));
    expect(anchor).toBeInstanceOf(EnumerationException);
    expect(anchor.message).toBe("'horizontalAnchor' must be one of 0, 1, 2, got 3.");
    expect(thrown(() => (label.verticalAnchor = 1 as never))).toBeInstanceOf(EnumerationException);
    expect(thrown(() => (label.translate.x = '1' as never)).message).toBe(
      "'translate.x' must be a number, got string.",
    );
    expect(thrown(() => (label.scale = 'big' as never))).toBeInstanceOf(WrongTypeException);
  });

  it('maps the SDK 6 names offsetX, offsetY, scaling and roll', () => {
    const { AR } = setupAR();
    const image = new AR.ImageDrawable(new AR.ImageResource('a.png'), 1, {
      offsetX: 2,
      offsetY: -1,
      scaling: 3,
      roll: 90,
    });
    expect(image.translate.x).toBe(2);
    expect(image.translate.y).toBe(-1);
    expect([image.scale.x, image.scale.y, image.scale.z]).toEqual([3, 3, 3]);
    expect(image.rotate.z).toBe(90);
  });

  it('sends every change as a set message with its property path', () => {
    const { AR, sent } = setupAR();
    const label = new AR.Label('Hi', 1);
    label.translate.y = 2;
    label.style.textColor = '#336699';
    expect(sent('set').slice(-2)).toEqual([
      {
        is: 'AR.i.labelInterface.set',
        objectId: label.objectId,
        property: 'translate.y',
        value: 2,
      },
      {
        is: 'AR.i.labelInterface.set',
        objectId: label.objectId,
        property: 'style.textColor',
        value: '#336699FF',
      },
    ]);
  });
});

describe('AR.Label and AR.Style', () => {
  it('has the default style colours', () => {
    const { AR } = setupAR();
    const label = new AR.Label('Hi', 1);
    expect(label.style.toJSON()).toEqual({
      textColor: '#000000FF',
      backgroundColor: '#00000000',
      fontStyle: 'normal',
    });
    const circle = new AR.Circle(1);
    expect(circle.style.toJSON()).toEqual({
      fillColor: '#000000FF',
      outlineSize: 0,
      outlineColor: '#FFFFFF00',
    });
  });

  it('validates text, height, colours and font style', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.Label(undefined as never, 1))).toBeInstanceOf(UndefinedException);
    expect(thrown(() => new AR.Label(5 as never, 1)).message).toBe(
      "'text' must be a string, got number.",
    );
    expect(thrown(() => new AR.Label('x', 0)).message).toBe(
      "'height' must be in (0, Infinity), got 0.",
    );
    const label = new AR.Label('x', 1, { style: { fontStyle: AR.CONST.FONT_STYLE.ITALIC } });
    expect(label.style.fontStyle).toBe('italic');
    const font = thrown(() => (label.style = { fontStyle: 'oblique' }));
    expect(font).toBeInstanceOf(EnumerationException);
    expect(font.message).toBe(
      "'style.fontStyle' must be one of 'normal', 'bold', 'italic', got 'oblique'.",
    );
    expect(thrown(() => (label.style.backgroundColor = 'blue'))).toBeInstanceOf(WrongTypeException);
  });
});

describe('AR.Circle', () => {
  it('requires a positive radius and a whole outline size in [0, 128]', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.Circle(-2))).toBeInstanceOf(OutOfRangeException);
    const circle = new AR.Circle(2, { style: { outlineSize: 128, outlineColor: '#FF0000' } });
    expect(circle.style.outlineSize).toBe(128);
    expect(circle.extent).toBe(4);
    const tooBig = thrown(() => (circle.style.outlineSize = 129));
    expect(tooBig).toBeInstanceOf(OutOfRangeException);
    expect(tooBig.message).toBe("'style.outlineSize' must be in [0, 128], got 129.");
    expect(thrown(() => (circle.style.outlineSize = 1.5)).message).toBe(
      "'style.outlineSize' must be a whole number, got 1.5.",
    );
  });
});

describe('AR.ImageDrawable and AR.AnimatedImageDrawable', () => {
  it('need an AR.ImageResource', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.ImageDrawable('a.png' as never, 1)).message).toBe(
      "'imageResource' must be an AR.ImageResource, got string.",
    );
    expect(thrown(() => new AR.AnimatedImageDrawable({} as never, 1, 10, 10))).toBeInstanceOf(
      WrongTypeException,
    );
  });

  it('validate key frame sizes, key frames, duration and loop times', () => {
    const { AR } = setupAR();
    const sheet = new AR.ImageResource('sprites.png');
    expect(thrown(() => new AR.AnimatedImageDrawable(sheet, 1, 0, 10)).message).toBe(
      "'keyFrameWidth' must be in [1, Infinity), got 0.",
    );
    const sprite = new AR.AnimatedImageDrawable(sheet, 1, 32, 32);
    const content = thrown(() => sprite.animate([0, 1.5, 2], 100));
    expect(content).toBeInstanceOf(ArrayContentException);
    expect(content.message).toBe("'keyFrames' must contain only whole numbers; element 1 is 1.5.");
    expect(thrown(() => sprite.animate([0, 1], 100, 2.5)).message).toBe(
      "'loopTimes' must be a whole number, got 2.5.",
    );
    expect(thrown(() => sprite.animate([0, 1], 0))).toBeInstanceOf(OutOfRangeException);
    expect(thrown(() => (sprite.keyFrame = -1))).toBeInstanceOf(OutOfRangeException);
    sprite.animate([0, 1, 2], 100, -1);
    expect([sprite.keyFrames, sprite.duration, sprite.loopTimes]).toEqual([[0, 1, 2], 100, -1]);
    expect(sprite.isRunning()).toBe(true);
  });
});

describe('AR.HtmlDrawable', () => {
  it('needs html or a uri', () => {
    const { AR } = setupAR();
    const error = thrown(() => new AR.HtmlDrawable({}, 1));
    expect(error).toBeInstanceOf(UndefinedException);
    expect(error.message).toBe("HtmlDrawable needs 'html' or 'uri' in its content.");
    expect(new AR.HtmlDrawable({ uri: 'https://example.org' }, 1).uri).toBe('https://example.org');
  });

  it('defaults to a transparent 256 x 256 viewport and limits sides to (0, 1024]', () => {
    const { AR } = setupAR();
    const html = new AR.HtmlDrawable({ html: '<b>hi</b>' }, 2);
    expect([html.viewportWidth, html.viewportHeight]).toEqual([256, 256]);
    expect(html.backgroundColor).toBe('#00000000');
    expect(html.clickThroughEnabled).toBe(false);
    expect(html.allowDocumentLocationChanges).toBe(true);
    const wide = thrown(() => (html.viewportWidth = 1025));
    expect(wide).toBeInstanceOf(OutOfRangeException);
    expect(wide.message).toBe("'viewportWidth' must be in (0, 1024], got 1025.");
    expect(thrown(() => (html.viewportHeight = 0)).message).toBe(
      "'viewportHeight' must be in (0, 1024], got 0.",
    );
    expect(thrown(() => (html.viewportHeight = 10.5))).toBeInstanceOf(WrongTypeException);
    html.viewportWidth = 1024;
    html.backgroundColor = '#FFFFFF80';
    expect(html.backgroundColor).toBe('#FFFFFF80');
  });

  it('ignores document location changes when they are not allowed', () => {
    const { AR, runtime } = setupAR();
    const seen: string[] = [];
    const html = new AR.HtmlDrawable({ html: '<a>go</a>' }, 1, {
      onDocumentLocationChanged: (uri: string) => seen.push(uri),
    });
    runtime.trigger(html.objectId, 'onDocumentLocationChanged', 'https://a.example');
    html.allowDocumentLocationChanges = false;
    runtime.trigger(html.objectId, 'onDocumentLocationChanged', 'https://b.example');
    expect(seen).toEqual(['https://a.example']);
  });
});

describe('AR.VideoDrawable and AR.Model', () => {
  it('validate their uri and options', () => {
    const { AR } = setupAR();
    expect(thrown(() => new AR.VideoDrawable(3 as never, 1))).toBeInstanceOf(WrongTypeException);
    expect(thrown(() => new AR.VideoDrawable('v.mp4', 1, { isTransparent: 1 }))).toBeInstanceOf(
      WrongTypeException,
    );
    const model = new AR.Model('duck.glb', { scale: { x: 2, y: 2, z: 2 } });
    expect(model.scale.y).toBe(2);
    expect(model.state).toBe(AR.CONST.STATE.LOADING);
    expect(thrown(() => ((model as { uri: string }).uri = 'x'))).toBeInstanceOf(ImmutableException);
  });
});
