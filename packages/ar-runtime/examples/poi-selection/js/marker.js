/* global World */
/* exported Marker */

/** How long selecting and deselecting take (ms). */
var MARKER_ANIMATION_DURATION = 500;

/**
 * A place drawn as a GeoObject with two marker images (idle and selected) and a title.
 * Selecting it fades the selected image in while it and the title grow (one parallel
 * AnimationGroup); deselecting plays the way back.
 */
function Marker(poiData) {
  this.poiData = poiData;
  this.isSelected = false;
  this.animationGroupIdle = null;
  this.animationGroupSelected = null;

  this.markerLocation = new AR.GeoLocation(poiData.latitude, poiData.longitude, poiData.altitude);

  this.markerDrawableIdle = new AR.ImageDrawable(World.markerDrawableIdle, 2.5, {
    zOrder: 0,
    opacity: 1.0,
    onClick: this.onClick.bind(this),
  });
  this.markerDrawableSelected = new AR.ImageDrawable(World.markerDrawableSelected, 2.5, {
    zOrder: 0,
    opacity: 0.0,
    onClick: null,
  });
  this.titleLabel = new AR.Label(poiData.title, 0.8, {
    zOrder: 1,
    translate: { y: 1.9 },
    style: {
      textColor: '#FFFFFF',
      backgroundColor: '#000000AA',
      fontStyle: AR.CONST.FONT_STYLE.BOLD,
    },
  });

  this.markerObject = new AR.GeoObject(this.markerLocation, {
    drawables: { cam: [this.markerDrawableIdle, this.markerDrawableSelected, this.titleLabel] },
  });
}

Marker.prototype.onClick = function () {
  if (this.isSelected) {
    World.onMarkerDeselected(this);
  } else {
    World.onMarkerSelected(this);
  }
  // Handled: the screen click (which deselects) is not called as well.
  return true;
};

Marker.prototype.setSelected = function () {
  this.isSelected = true;
  if (this.animationGroupSelected === null) {
    var easing = new AR.EasingCurve(AR.CONST.EASING_CURVE_TYPE.EASE_OUT_ELASTIC, {
      amplitude: 2.0,
    });
    this.animationGroupSelected = this.lookAnimation(true, 1.3, 2.4, easing);
  }
  // Only the selected image takes clicks while selected (it lies on top of the idle one).
  this.switchLook(
    this.markerDrawableSelected,
    this.markerDrawableIdle,
    this.animationGroupSelected,
    this.animationGroupIdle,
  );
};

Marker.prototype.setDeselected = function () {
  this.isSelected = false;
  if (this.animationGroupIdle === null) {
    var easing = new AR.EasingCurve(AR.CONST.EASING_CURVE_TYPE.EASE_OUT_QUAD);
    this.animationGroupIdle = this.lookAnimation(false, 1.0, 1.9, easing);
  }
  this.switchLook(
    this.markerDrawableIdle,
    this.markerDrawableSelected,
    this.animationGroupIdle,
    this.animationGroupSelected,
  );
};

/**
 * The animations into the selected look (or out of it): the one image faded in and the other
 * out, the selected image and the title scaled to `scale`, the title raised to `titleY`.
 */
Marker.prototype.lookAnimation = function (selected, scale, titleY, easing) {
  var duration = MARKER_ANIMATION_DURATION;
  var idle = this.markerDrawableIdle;
  var chosen = this.markerDrawableSelected;
  return new AR.AnimationGroup(AR.CONST.ANIMATION_GROUP_TYPE.PARALLEL, [
    new AR.PropertyAnimation(idle, 'opacity', null, selected ? 0.0 : 1.0, duration),
    new AR.PropertyAnimation(chosen, 'opacity', null, selected ? 1.0 : 0.0, duration),
    new AR.PropertyAnimation(chosen, 'scale', null, scale, duration, easing),
    new AR.PropertyAnimation(this.titleLabel, 'scale', null, scale, duration, easing),
    new AR.PropertyAnimation(this.titleLabel, 'translate.y', null, titleY, duration),
  ]);
};

/** Moves the clicks from `inert` to `clickable`, stops the `other` look and starts `group`. */
Marker.prototype.switchLook = function (clickable, inert, group, other) {
  inert.onClick = null;
  clickable.onClick = this.onClick.bind(this);
  if (other !== null && other.isRunning()) {
    other.stop();
  }
  group.start();
};

Marker.prototype.distanceText = function () {
  var meters = this.markerLocation.distanceToUser();
  if (typeof meters !== 'number' || !isFinite(meters)) return 'unknown';
  return meters < 1000 ? Math.round(meters) + ' m' : (meters / 1000).toFixed(1) + ' km';
};
