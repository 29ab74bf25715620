/**
 * An image tracker over a target collection: on the target named "pageOne" it shows an
 * HtmlDrawable (a card written as inline HTML) and a label. The state of the tracking is
 * shown in the page: targets loaded, target recognised, target lost.
 */

/** The card shown on the target. Only style attributes: the page allows no style blocks. */
var CARD_HTML =
  '<!doctype html><html lang="en"><body style="margin:0;font-family:sans-serif">' +
  '<main style="display:block;box-sizing:border-box;width:256px;height:160px;padding:16px;' +
  'border-radius:16px;background:#1864ab;color:#ffffff">' +
  '<p style="margin:0 0 8px;font-size:22px;font-weight:bold">Page one</p>' +
  '<p style="margin:0;font-size:16px">This card is HTML drawn on the recognised page.</p>' +
  '</main></body></html>';

var World = {
  loaded: false,

  init: function () {
    World.createTracker();
    World.createOverlays();
  },

  /**
   * assets/tracker.wtc is the target collection made from assets/page-one.svg with the SDK's
   * target manager (a device needs it; the simulator in the browser does not read it and
   * recognises the target named by the trackable).
   */
  createTracker: function () {
    World.targetCollectionResource = new AR.TargetCollectionResource('assets/tracker.wtc', {
      onProgress: function (progress) {
        World.showState('Loading the target collection… ' + Math.round(progress * 100) + '%');
      },
      onError: World.onError,
    });
    World.tracker = new AR.ImageTracker(World.targetCollectionResource, {
      onTargetsLoaded: World.onTargetsLoaded,
      onError: function (error) {
        World.onError(error.message);
      },
    });
  },

  createOverlays: function () {
    World.card = new AR.HtmlDrawable({ html: CARD_HTML }, 0.9, {
      viewportWidth: 256,
      viewportHeight: 160,
      backgroundColor: '#00000000',
      translate: { y: 0.1 },
      zOrder: 1,
    });
    World.caption = new AR.Label('Tracked: page one', 0.12, {
      translate: { y: -0.42 },
      zOrder: 2,
      style: { textColor: '#FFFFFF', backgroundColor: '#2B8A3ECC' },
    });
    World.trackable = new AR.ImageTrackable(World.tracker, 'pageOne', {
      drawables: { cam: [World.card, World.caption] },
      onImageRecognized: World.onImageRecognized,
      onImageLost: World.onImageLost,
    });
  },

  onTargetsLoaded: function () {
    World.loaded = true;
    World.showState('Targets loaded. Looking for page one…');
  },

  onImageRecognized: function (target) {
    World.showState('Recognised: ' + target.name + '.');
  },

  onImageLost: function (target) {
    World.showState('Lost: ' + target.name + '. Looking for it again…');
  },

  onError: function (message) {
    AR.logger.error(message);
    World.showState('Something went wrong: ' + message);
  },

  showState: function (text) {
    document.getElementById('tracking-state').textContent = text;
  },
};

World.init();
