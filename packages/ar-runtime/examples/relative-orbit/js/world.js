/**
 * Objects at relative locations: a planet 60 m north of the user, a moon circling it
 * 15 m away (its RelativeLocation's northing and easting animated quarter by quarter in a
 * sequential AnimationGroup), and a balloon 45 m north and 15 m east of the user that rises,
 * drifts and sinks back (its drawable's translate animated in sequence). Both loop.
 */

/** Metres from the planet to its moon. */
var ORBIT_RADIUS = 15;
/** Milliseconds per quarter of the orbit. */
var QUARTER_DURATION = 1500;

var World = {
  loaded: false,
  animations: [],
  paused: false,

  init: function () {
    AR.context.onLocationChanged = World.locationChanged;
    document.getElementById('toggle-animations').addEventListener('click', World.toggleAnimations);
  },

  locationChanged: function () {
    if (World.loaded) return;
    World.loaded = true;
    World.createPlanetAndMoon();
    World.createBalloon();
    World.animations.forEach(function (animation) {
      animation.start(-1);
    });
    document.getElementById('status').textContent =
      'A moon circles the planet north of you; a balloon floats to the north-east.';
  },

  createPlanetAndMoon: function () {
    // Relative to the user (null): the planet stays 60 m north, 10 m up wherever the user goes.
    var planetLocation = new AR.RelativeLocation(null, 60, 0, 10);
    World.planet = new AR.GeoObject(planetLocation, {
      drawables: {
        cam: [
          new AR.ImageDrawable(new AR.ImageResource('assets/planet.svg'), 5),
          new AR.Label('Planet (60 m north)', 0.7, {
            translate: { y: -3.4 },
            style: { textColor: '#FFFFFF', backgroundColor: '#000000AA' },
          }),
        ],
      },
    });

    // Relative to the planet's location: moving its northing and easting moves the moon.
    var moonLocation = new AR.RelativeLocation(planetLocation, ORBIT_RADIUS, 0, 0);
    World.moon = new AR.GeoObject(moonLocation, {
      drawables: {
        cam: [new AR.ImageDrawable(new AR.ImageResource('assets/moon.svg'), 3, { zOrder: 1 })],
      },
    });

    // A circle: n = R cos(a), e = R sin(a). Over each quarter one of them follows a sine
    // ease-in and the other a sine ease-out, which traces the arc exactly.
    var easeIn = new AR.EasingCurve(AR.CONST.EASING_CURVE_TYPE.EASE_IN_SINE);
    var easeOut = new AR.EasingCurve(AR.CONST.EASING_CURVE_TYPE.EASE_OUT_SINE);
    var corners = [
      [ORBIT_RADIUS, 0],
      [0, ORBIT_RADIUS],
      [-ORBIT_RADIUS, 0],
      [0, -ORBIT_RADIUS],
    ];
    var quarters = corners.map(function (from, index) {
      var to = corners[(index + 1) % corners.length];
      // Northing leaves its extreme slowly (ease in) where easting arrives at one (ease out).
      var northingEasing = from[0] !== 0 ? easeIn : easeOut;
      var eastingEasing = from[1] !== 0 ? easeIn : easeOut;
      return new AR.AnimationGroup(AR.CONST.ANIMATION_GROUP_TYPE.PARALLEL, [
        new AR.PropertyAnimation(
          moonLocation,
          'northing',
          from[0],
          to[0],
          QUARTER_DURATION,
          northingEasing,
        ),
        new AR.PropertyAnimation(
          moonLocation,
          'easting',
          from[1],
          to[1],
          QUARTER_DURATION,
          eastingEasing,
        ),
      ]);
    });
    World.animations.push(
      new AR.AnimationGroup(AR.CONST.ANIMATION_GROUP_TYPE.SEQUENTIAL, quarters),
    );
  },

  createBalloon: function () {
    var balloonDrawable = new AR.ImageDrawable(new AR.ImageResource('assets/balloon.svg'), 4);
    World.balloon = new AR.GeoObject(new AR.RelativeLocation(null, 45, 15, 0), {
      drawables: {
        cam: [
          balloonDrawable,
          new AR.Label('Balloon', 0.8, {
            translate: { y: -2.6 },
            style: { textColor: '#FFFFFF', backgroundColor: '#2F9E44CC' },
          }),
        ],
      },
    });
    var easing = new AR.EasingCurve(AR.CONST.EASING_CURVE_TYPE.EASE_IN_OUT_QUAD);
    World.animations.push(
      new AR.AnimationGroup(AR.CONST.ANIMATION_GROUP_TYPE.SEQUENTIAL, [
        new AR.PropertyAnimation(balloonDrawable, 'translate.y', 0, 3, 1200, easing),
        new AR.PropertyAnimation(balloonDrawable, 'translate.x', 0, 2, 800, easing),
        new AR.PropertyAnimation(balloonDrawable, 'translate.y', 3, 0, 1200, easing),
        new AR.PropertyAnimation(balloonDrawable, 'translate.x', 2, 0, 800, easing),
      ]),
    );
  },

  toggleAnimations: function () {
    World.paused = !World.paused;
    World.animations.forEach(function (animation) {
      if (World.paused) animation.pause();
      else animation.resume();
    });
    var button = document.getElementById('toggle-animations');
    button.setAttribute('aria-pressed', String(World.paused));
  },
};

World.init();
