/* global Marker */

/** The product's service: the 20 places nearest a position, `{ code: 0, data: [...] }`. */
var ServerInformation = {
  POI_SERVICE_URL: '/tour/getPlaceByLocation/',
};

var World = {
  /** True once the places were requested for the first location. */
  initiallyLoadedData: false,
  markerImage: null,
  markerList: [],

  init: function () {
    World.markerImage = new AR.ImageResource('assets/marker-idle.svg', {
      onError: World.onError,
    });

    AR.radar.container = document.getElementById('radar');
    AR.radar.background = new AR.ImageResource('assets/radar-background.svg');
    AR.radar.northIndicator.image = new AR.ImageResource('assets/radar-north.svg');
    AR.radar.northIndicator.radius = 0.92;
    AR.radar.centerX = 0.5;
    AR.radar.centerY = 0.5;
    AR.radar.radius = 0.45;
    AR.radar.maxDistance = 2000;
    AR.radar.enabled = true;

    AR.context.onLocationChanged = World.locationChanged;
    AR.context.onError = World.onError;
  },

  /** The first location loads the places around it; later ones update the distances. */
  locationChanged: function (latitude, longitude, altitude) {
    if (!World.initiallyLoadedData) {
      World.initiallyLoadedData = true;
      World.userAltitude = altitude;
      World.requestDataFromServer(latitude, longitude);
    } else {
      World.updateDistances();
    }
  },

  requestDataFromServer: function (latitude, longitude) {
    World.updateStatus('Loading the places around you…');
    var url = ServerInformation.POI_SERVICE_URL + latitude + ',' + longitude;
    fetch(url, { headers: { Accept: 'application/json' } })
      .then(function (response) {
        if (!response.ok) throw new Error('The service answered ' + response.status + '.');
        return response.json();
      })
      .then(function (answer) {
        if (answer.code !== 0 || !Array.isArray(answer.data)) {
          throw new Error('The service answered without places.');
        }
        World.loadPoisFromJsonData(answer.data);
      })
      .catch(function (error) {
        World.onError(error.message);
      });
  },

  loadPoisFromJsonData: function (places) {
    World.markerList = places.map(function (place) {
      return new Marker(
        {
          id: place.id,
          title: place.name,
          description: place.description,
          latitude: place.latitude,
          longitude: place.longitude,
          // The service has no altitudes: the places stand at the user's height.
          altitude: World.userAltitude,
        },
        World.markerImage,
      );
    });
    // The radar reaches the farthest place.
    AR.radar.maxDistance = Math.max(World.maxDistance(), 1) * 1.1;
    World.updateStatus(World.markerList.length + ' places loaded around you.');
  },

  /** The distance to the farthest place (metres). */
  maxDistance: function () {
    return World.markerList.reduce(function (farthest, marker) {
      return typeof marker.distance === 'number' ? Math.max(farthest, marker.distance) : farthest;
    }, 0);
  },

  updateDistances: function () {
    World.markerList.forEach(function (marker) {
      marker.updateDistance();
    });
  },

  updateStatus: function (message) {
    document.getElementById('status').textContent = message;
  },

  onError: function (message) {
    AR.logger.error(message);
    World.updateStatus('Something went wrong: ' + message);
  },
};

World.init();
