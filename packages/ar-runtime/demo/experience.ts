// A geo AR experience written only against the `AR` global, as it would be for the SDK:
// 20 places around the user, labels and markers, a radar, a selection animation and a
// message to the hosting app on selection.

const PLACE_COUNT = 20;
const SPREAD_DEGREES = 0.1;
const PLACE_ALTITUDE = 100;
const TITLE_LENGTH = 10;
const DESCRIPTION_LENGTH = 15;
const NAMES = ['Old Gate', 'Riverside Market', 'Bell Tower', 'Sand Dune Park', 'Camel Camp'];
const KINDS = ['scenic viewpoint', 'local food street', 'history museum', 'tea house', 'bazaar'];

interface PlaceData {
  id: string;
  title: string;
  description: string;
  latitude: number;
  longitude: number;
  altitude: number;
}

interface Place {
  data: PlaceData;
  geoObject: InstanceType<typeof AR.GeoObject>;
  location: InstanceType<typeof AR.GeoLocation>;
  distanceLabel: InstanceType<typeof AR.Label>;
  select(): void;
  deselect(): void;
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

const formatDistance = (meters: number | undefined) => {
  if (meters === undefined) return '?';
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(2)} km`;
};

function randomPlaces(latitude: number, longitude: number): PlaceData[] {
  return Array.from({ length: PLACE_COUNT }, (_, index) => {
    const name = NAMES[index % NAMES.length] ?? 'Place';
    const kind = KINDS[(index * 3) % KINDS.length] ?? 'place';
    return {
      id: String(index + 1),
      title: `${name} ${index + 1}`,
      description: `A ${kind} worth a visit`,
      latitude: latitude + (Math.random() * 2 - 1) * SPREAD_DEGREES,
      longitude: longitude + (Math.random() * 2 - 1) * SPREAD_DEGREES,
      altitude: PLACE_ALTITUDE,
    };
  });
}

const World = {
  loaded: false,
  places: [] as Place[],
  selected: undefined as Place | undefined,
  idleImage: new AR.ImageResource('marker-idle.svg'),
  selectedImage: new AR.ImageResource('marker-selected.svg'),

  init() {
    AR.context.scene.cullingDistance = 30000;
    AR.context.onLocationChanged = (latitude, longitude) => {
      if (!World.loaded) {
        World.loadPlaces(randomPlaces(latitude, longitude));
        World.loaded = true;
      }
      World.updateDistances();
    };
    AR.context.onScreenClick = () => World.selected?.deselect();
    AR.context.onError = (message) => AR.logger.warning(message);
    AR.hardware.camera.onError = (message) => AR.logger.warning(message);

    const radar = document.getElementById('radar');
    if (radar) {
      AR.radar.container = radar;
      AR.radar.background = new AR.ImageResource('radar-background.svg');
      AR.radar.northIndicator = { image: new AR.ImageResource('radar-north.svg'), radius: 0.9 };
      AR.radar.maxDistance = 15000;
      AR.radar.enabled = true;
    }
  },

  loadPlaces(data: PlaceData[]) {
    World.places = data.map((place) => World.createPlace(place));
    AR.logger.info(`${World.places.length} places loaded`);
  },

  createPlace(data: PlaceData): Place {
    const location = new AR.GeoLocation(data.latitude, data.longitude, data.altitude);
    const idle = new AR.ImageDrawable(World.idleImage, 2.5, { zOrder: 0 });
    const chosen = new AR.ImageDrawable(World.selectedImage, 2.5, { zOrder: 0, opacity: 0 });
    const title = new AR.Label(truncate(data.title, TITLE_LENGTH), 0.8, {
      zOrder: 1,
      translate: { y: 2.1 },
      style: {
        textColor: '#FFFFFF',
        backgroundColor: '#00000099',
        fontStyle: AR.CONST.FONT_STYLE.BOLD,
      },
    });
    const description = new AR.Label(truncate(data.description, DESCRIPTION_LENGTH), 0.55, {
      zOrder: 1,
      translate: { y: -1.75 },
      style: { textColor: '#FFFFFF', backgroundColor: '#00000099' },
    });
    const distanceLabel = new AR.Label('?', 0.55, {
      zOrder: 1,
      translate: { y: -2.45 },
      style: { textColor: '#FFE066', backgroundColor: '#00000099' },
    });
    const dot = new AR.Circle(0.03, { style: { fillColor: '#FFD43B' } });

    const grow = new AR.AnimationGroup(AR.CONST.ANIMATION_GROUP_TYPE.PARALLEL, [
      new AR.PropertyAnimation(idle, 'opacity', null, 0, 300),
      new AR.PropertyAnimation(chosen, 'opacity', null, 1, 300),
      new AR.PropertyAnimation(chosen, 'scale', null, 1.3, 600, {
        type: AR.CONST.EASING_CURVE_TYPE.EASE_OUT_ELASTIC,
        amplitude: 2,
      }),
    ]);
    const shrink = new AR.AnimationGroup(AR.CONST.ANIMATION_GROUP_TYPE.PARALLEL, [
      new AR.PropertyAnimation(idle, 'opacity', null, 1, 300),
      new AR.PropertyAnimation(chosen, 'opacity', null, 0, 300),
      new AR.PropertyAnimation(chosen, 'scale', null, 1, 300),
    ]);

    const place: Place = {
      data,
      location,
      distanceLabel,
      geoObject: new AR.GeoObject(location, {
        drawables: { cam: [idle, chosen, title, description, distanceLabel], radar: [dot] },
        onClick: () => {
          if (World.selected === place) place.deselect();
          else place.select();
          return true;
        },
      }),
      select() {
        World.selected?.deselect();
        World.selected = place;
        shrink.stop();
        grow.start();
        dot.style.fillColor = '#FF6B00';
        World.showSelection(place);
        AR.platform.sendJSONObject({ action: 'select', id: data.id, title: data.title });
      },
      deselect() {
        if (World.selected !== place) return;
        World.selected = undefined;
        grow.stop();
        shrink.start();
        dot.style.fillColor = '#FFD43B';
        World.showSelection(undefined);
        AR.platform.sendJSONObject({ action: 'deselect', id: data.id });
      },
    };
    return place;
  },

  updateDistances() {
    const list = document.getElementById('places');
    const items: HTMLElement[] = [];
    for (const place of World.places) {
      const distance = formatDistance(place.location.distanceToUser());
      place.distanceLabel.text = distance;
      const item = document.createElement('li');
      item.dataset.placeId = place.data.id;
      item.textContent = `${truncate(place.data.title, TITLE_LENGTH)}: ${distance}`;
      items.push(item);
    }
    list?.replaceChildren(...items);
    if (World.selected) World.showSelection(World.selected);
  },

  showSelection(place: Place | undefined) {
    const panel = document.getElementById('selection');
    if (!panel) return;
    panel.hidden = place === undefined;
    if (!place) return;
    const heading = document.createElement('strong');
    heading.textContent = place.data.title;
    const details = document.createElement('p');
    details.textContent = `${place.data.description} · ${formatDistance(place.location.distanceToUser())}`;
    panel.replaceChildren(heading, details);
  },
};

World.init();

// A module only so that the page can load it after installing the runtime.
export {};
