/**
 * The camera's settings through AR.hardware.camera: on/off, flashlight, zoom (1 up to
 * maxZoomLevel), focus mode and the manual focus distance, front or back camera. The panel
 * shows the current values; a setting the device refuses reaches camera.onError.
 */

/** Zoom steps and the manual focus distance's steps and range (metres, above 0 up to 100). */
var ZOOM_STEP = 0.5;
var FOCUS_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 50, 100];

var FOCUS_MODES = [
  AR.CONST.CAMERA_FOCUS_MODE.CONTINUOUS,
  AR.CONST.CAMERA_FOCUS_MODE.ONCE,
  AR.CONST.CAMERA_FOCUS_MODE.OFF,
];

var World = {
  init: function () {
    // Something to look at while zooming: a sign 50 m ahead of the user (north).
    World.sign = new AR.GeoObject(new AR.RelativeLocation(null, 50, 0, 0), {
      drawables: {
        cam: [
          new AR.Label('50 m north', 1, {
            style: {
              textColor: '#FFFFFF',
              backgroundColor: '#1864ABDD',
              fontStyle: AR.CONST.FONT_STYLE.BOLD,
            },
          }),
          new AR.Circle(0.3, {
            translate: { y: -1.1 },
            style: { fillColor: '#FFD43B', outlineColor: '#1C1C1C', outlineSize: 2 },
          }),
        ],
      },
    });

    AR.hardware.camera.onError = World.onError;
    World.on('toggle-camera', function () {
      AR.hardware.camera.enabled = !AR.hardware.camera.enabled;
    });
    World.on('toggle-flashlight', function () {
      AR.hardware.camera.flashlight = !AR.hardware.camera.flashlight;
    });
    World.on('switch-position', function () {
      AR.hardware.camera.position =
        AR.hardware.camera.position === AR.CONST.CAMERA_POSITION.BACK
          ? AR.CONST.CAMERA_POSITION.FRONT
          : AR.CONST.CAMERA_POSITION.BACK;
    });
    World.on('zoom-in', function () {
      World.setZoom(AR.hardware.camera.zoom + ZOOM_STEP);
    });
    World.on('zoom-out', function () {
      World.setZoom(AR.hardware.camera.zoom - ZOOM_STEP);
    });
    World.on('focus-mode', function () {
      var next = (FOCUS_MODES.indexOf(AR.hardware.camera.focusMode) + 1) % FOCUS_MODES.length;
      AR.hardware.camera.focusMode = FOCUS_MODES[next];
    });
    World.on('focus-nearer', function () {
      World.stepFocus(-1);
    });
    World.on('focus-farther', function () {
      World.stepFocus(1);
    });
    World.showStates();
  },

  /** Runs `change` on a click of the button with id `id`, then shows the states. */
  on: function (id, change) {
    document.getElementById(id).addEventListener('click', function () {
      World.clearError();
      try {
        change();
      } catch (error) {
        World.onError(error.message);
      }
      World.showStates();
    });
  },

  /** Zoom stays between 1 (no zoom) and the camera's maxZoomLevel. */
  setZoom: function (zoom) {
    AR.hardware.camera.zoom = Math.min(Math.max(zoom, 1), AR.hardware.camera.maxZoomLevel);
  },

  /** The manual distance applies in focus mode OFF: switching to it makes the step visible. */
  stepFocus: function (direction) {
    var camera = AR.hardware.camera;
    if (camera.focusMode !== AR.CONST.CAMERA_FOCUS_MODE.OFF) {
      camera.focusMode = AR.CONST.CAMERA_FOCUS_MODE.OFF;
    }
    var index = FOCUS_STEPS.indexOf(camera.manualFocusDistance);
    if (index === -1) {
      index = FOCUS_STEPS.filter(function (step) {
        return step <= camera.manualFocusDistance;
      }).length;
      index = direction > 0 ? index : index - 1;
    } else {
      index += direction;
    }
    camera.manualFocusDistance = FOCUS_STEPS[Math.min(Math.max(index, 0), FOCUS_STEPS.length - 1)];
  },

  showStates: function () {
    var camera = AR.hardware.camera;
    World.text('state-enabled', camera.enabled ? 'On' : 'Off');
    World.text(
      'state-position',
      camera.position === AR.CONST.CAMERA_POSITION.FRONT ? 'Front' : 'Back',
    );
    World.text('state-flashlight', camera.flashlight ? 'On' : 'Off');
    World.text('state-zoom', camera.zoom.toFixed(1) + '× of ' + camera.maxZoomLevel + '×');
    World.text(
      'state-focus',
      camera.focusMode === AR.CONST.CAMERA_FOCUS_MODE.OFF
        ? 'Manual, ' + camera.manualFocusDistance + ' m'
        : camera.focusMode === AR.CONST.CAMERA_FOCUS_MODE.ONCE
          ? 'Once'
          : 'Continuous',
    );
    World.pressed('toggle-camera', camera.enabled);
    World.pressed('toggle-flashlight', camera.flashlight);
  },

  text: function (id, value) {
    document.getElementById(id).textContent = value;
  },

  pressed: function (id, value) {
    document.getElementById(id).setAttribute('aria-pressed', String(value));
  },

  onError: function (message) {
    AR.logger.error(message);
    var error = document.getElementById('error');
    error.textContent = message;
    error.hidden = false;
  },

  clearError: function () {
    var error = document.getElementById('error');
    error.hidden = true;
    error.textContent = '';
  },
};

World.init();
