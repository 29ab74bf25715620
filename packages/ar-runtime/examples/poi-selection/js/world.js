/* global Marker */

/**
 * Places around the user, in metres north and east of the first location: a fixed set,
 * so that every visitor sees the same scene.
 */
var PLACES = [
  { id: 1, title: 'Camel Camp', description: 'Rides into the dunes.', north: 120, east: -70 },
  { id: 2, title: 'Bell Tower', description: 'View over the grassland.', north: 160, east: 0 },
  { id: 3, title: 'Tea House', description: 'Milk tea and fried dough.', north: 110, east: 60 },
  { id: 4, title: 'Museum', description: 'Nomad life and horse gear.', north: 60, east: -25 },
  { id: 5, title: 'Market', description: 'Felt, silver and leather.', north: 70, east: 30 },
  { id: 6, title: 'Old Well', description: 'A well that never ran dry.', north: -90, east: 20 },
];

/** Metres per degree of latitude (and of longitude at the equator). */
var METERS_PER_DEGREE = 111320;

var World = {
  loaded: false,
  markerList: [],
  currentMarker: null,
  markerDrawableIdle: null,
  markerDrawableSelected: null,

  init: function () {
    World.markerDrawableIdle = new AR.ImageResource('assets/marker-idle.svg');
    World.markerDrawableSelected = new AR.ImageResource('assets/marker-selected.svg');

    AR.context.onLocationChanged = World.locationChanged;
    // A click on no marker deselects the current one.
    AR.context.onScreenClick = World.onScreenClick;
    document.getElementById('panel-close').addEventListener('click', function () {
      if (World.currentMarker !== null) World.onMarkerDeselected(World.currentMarker);
    });
  },

  locationChanged: function (latitude, longitude, altitude) {
    if (!World.loaded) {
      World.loaded = true;
      World.loadPois(latitude, longitude, altitude);
    }
    if (World.currentMarker !== null) World.showPanel(World.currentMarker);
  },

  loadPois: function (latitude, longitude, altitude) {
    var metersPerDegreeEast = METERS_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
    World.markerList = PLACES.map(function (place) {
      return new Marker({
        id: place.id,
        title: place.title,
        description: place.description,
        latitude: latitude + place.north / METERS_PER_DEGREE,
        longitude: longitude + place.east / metersPerDegreeEast,
        altitude: altitude,
      });
    });
    document.getElementById('status').textContent =
      World.markerList.length + ' places around you. Tap one to select it.';
  },

  onMarkerSelected: function (marker) {
    if (World.currentMarker === marker) return;
    if (World.currentMarker !== null) World.currentMarker.setDeselected();
    World.currentMarker = marker;
    marker.setSelected();
    World.showPanel(marker);
  },

  onMarkerDeselected: function (marker) {
    if (World.currentMarker !== marker) return;
    World.currentMarker = null;
    marker.setDeselected();
    document.getElementById('panel').hidden = true;
  },

  onScreenClick: function () {
    if (World.currentMarker !== null) World.onMarkerDeselected(World.currentMarker);
  },

  showPanel: function (marker) {
    document.getElementById('panel-title').textContent = marker.poiData.title;
    document.getElementById('panel-description').textContent = marker.poiData.description;
    document.getElementById('panel-distance').textContent = marker.distanceText();
    document.getElementById('panel').hidden = false;
  },
};

World.init();
