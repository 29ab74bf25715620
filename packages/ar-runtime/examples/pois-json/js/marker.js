/* exported Marker */

/** Longest title and description shown on a marker (longer texts end in "…"). */
var MARKER_TITLE_LENGTH = 10;
var MARKER_DESCRIPTION_LENGTH = 15;

/**
 * One place of the JSON service drawn as a GeoObject: a marker image, its title and
 * description, its distance to the user, and a dot on the radar.
 */
function Marker(poiData, markerImage) {
  this.poiData = poiData;

  var markerLocation = new AR.GeoLocation(poiData.latitude, poiData.longitude, poiData.altitude);
  this.markerLocation = markerLocation;

  this.markerDrawable = new AR.ImageDrawable(markerImage, 2.5, {
    zOrder: 0,
    verticalAnchor: AR.CONST.VERTICAL_ANCHOR.BOTTOM,
  });

  this.titleLabel = new AR.Label(Marker.truncate(poiData.title, MARKER_TITLE_LENGTH), 0.8, {
    zOrder: 1,
    translate: { y: 3.1 },
    style: {
      textColor: '#FFFFFF',
      backgroundColor: '#1971C2CC',
      fontStyle: AR.CONST.FONT_STYLE.BOLD,
    },
  });

  this.descriptionLabel = new AR.Label(
    Marker.truncate(poiData.description, MARKER_DESCRIPTION_LENGTH),
    0.6,
    {
      zOrder: 1,
      translate: { y: -0.5 },
      style: { textColor: '#FFFFFF', backgroundColor: '#000000AA' },
    },
  );

  this.distanceLabel = new AR.Label('', 0.55, {
    zOrder: 1,
    translate: { y: -1.2 },
    style: { textColor: '#FFE066', backgroundColor: '#000000AA' },
  });

  this.radarDot = new AR.Circle(0.03, {
    style: { fillColor: '#FFD43B', outlineColor: '#000000', outlineSize: 1 },
  });

  this.markerObject = new AR.GeoObject(markerLocation, {
    drawables: {
      cam: [this.markerDrawable, this.titleLabel, this.descriptionLabel, this.distanceLabel],
      radar: [this.radarDot],
    },
  });

  this.updateDistance();
}

/** The distance from the user, as the service and the SDK measure it in metres. */
Marker.prototype.updateDistance = function () {
  var meters = this.markerLocation.distanceToUser();
  this.distance = meters;
  this.distanceLabel.text = Marker.formatDistance(meters);
};

Marker.formatDistance = function (meters) {
  if (typeof meters !== 'number' || !isFinite(meters)) return '…';
  return meters < 1000 ? Math.round(meters) + ' m' : (meters / 1000).toFixed(1) + ' km';
};

Marker.truncate = function (text, length) {
  if (!text) return '';
  return text.length > length ? text.substring(0, length - 1) + '…' : text;
};
