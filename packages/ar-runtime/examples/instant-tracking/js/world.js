/**
 * Instant tracking: while INITIALIZING a crosshair shows where the plane will be; the button
 * switches the tracker to TRACKING (and back). While tracking, a click on the plane places a
 * flag where it was clicked. The page asks whether platform-assisted tracking (ARKit/ARCore)
 * is available and shows each answer.
 */

var STATE_NAMES = {};
STATE_NAMES[AR.InstantTrackerState.INITIALIZING] = 'Initializing';
STATE_NAMES[AR.InstantTrackerState.TRACKING] = 'Tracking';

var SMART_NAMES = {};
SMART_NAMES[AR.hardware.smart.SmartAvailability.INDETERMINATE_QUERY_FAILED] =
  'Unknown (the query failed)';
SMART_NAMES[AR.hardware.smart.SmartAvailability.CHECKING_QUERY_ONGOING] = 'Checking…';
SMART_NAMES[AR.hardware.smart.SmartAvailability.UNSUPPORTED] = 'Not supported on this device';
SMART_NAMES[AR.hardware.smart.SmartAvailability.SUPPORTED_UPDATE_REQUIRED] =
  'Supported after an update';
SMART_NAMES[AR.hardware.smart.SmartAvailability.SUPPORTED] = 'Supported';

var World = {
  placedObjects: [],

  init: function () {
    AR.hardware.smart.onPlatformAssistedTrackingAvailabilityChanged = World.onSmartAvailability;
    AR.hardware.smart.isPlatformAssistedTrackingSupported();

    World.flagImage = new AR.ImageResource('assets/flag.svg');
    World.crosshair = new AR.ImageDrawable(new AR.ImageResource('assets/crosshair.svg'), 0.5, {
      rotate: { x: -90 },
    });

    World.tracker = new AR.InstantTracker({
      deviceHeight: 1.0,
      onChangedState: World.onChangedState,
      onChangeStateError: function (error) {
        World.onError(error.message);
      },
      onError: function (error) {
        World.onError(error.message);
      },
    });

    World.trackable = new AR.InstantTrackable(World.tracker, {
      drawables: { cam: [World.crosshair] },
      onTrackingStarted: function () {
        World.showTrackerState(AR.InstantTrackerState.TRACKING);
      },
      onTrackingStopped: function () {
        World.showTrackerState(AR.InstantTrackerState.INITIALIZING);
      },
      onTrackingPlaneClick: World.placeFlag,
    });

    document.getElementById('tracking-button').addEventListener('click', World.changeTrackerState);
  },

  changeTrackerState: function () {
    World.tracker.state =
      World.tracker.state === AR.InstantTrackerState.INITIALIZING
        ? AR.InstantTrackerState.TRACKING
        : AR.InstantTrackerState.INITIALIZING;
  },

  onChangedState: function (state) {
    var tracking = state === AR.InstantTrackerState.TRACKING;
    // The crosshair marks the plane only while it is being found.
    World.crosshair.enabled = !tracking;
    document.getElementById('tracking-button').textContent = tracking
      ? 'Stop tracking'
      : 'Start tracking';
    World.showTrackerState(state);
  },

  /** x and y: where the plane was clicked, in metres from the trackable's origin. */
  placeFlag: function (x, y) {
    var flag = new AR.ImageDrawable(World.flagImage, 0.4, {
      translate: { x: x, y: y },
      verticalAnchor: AR.CONST.VERTICAL_ANCHOR.BOTTOM,
    });
    World.placedObjects.push(flag);
    World.trackable.drawables.addCamDrawable(flag);
    document.getElementById('placed').textContent = 'Objects placed: ' + World.placedObjects.length;
  },

  onSmartAvailability: function (availability) {
    var name = SMART_NAMES[availability];
    document.getElementById('smart-state').textContent =
      name !== undefined ? name : 'Availability ' + availability;
  },

  showTrackerState: function (state) {
    document.getElementById('tracker-state').textContent =
      STATE_NAMES[state] !== undefined ? STATE_NAMES[state] : 'Unknown';
  },

  onError: function (message) {
    AR.logger.error(message);
    document.getElementById('tracker-state').textContent = 'Error: ' + message;
  },
};

World.init();
