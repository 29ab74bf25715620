import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedTour } from './tour.seed.js';

/** Cities, sites, routes and places, map points (attractions) and walking directions. */
export const tourModule: ServerModule = {
  name: 'tour',
  handlers: ({ tour, attractions }) => ({
    getPlacesByLocation: ({ params }) =>
      tour.nearbyPlaces({ lat: Number(params.lat), lng: Number(params.lng) }),
    getWalkingDirection: ({ params }) => tour.walkingDirection(params.fromLatLng, params.toLatLng),
    getTourCities: () => tour.cities(),
    getTourCity: ({ params }) => tour.city(params.id),
    getTourSite: ({ params }) => tour.site(params.id),
    getTourRoute: ({ params }) => tour.route(params.id),
    getPlace: ({ params }) => tour.place(params.id),
    getAttractions: ({ query }) => attractions.list(query?.type ?? [], query?.tag ?? []),
    getAttraction: ({ params }) => attractions.detail(params.id),
    addAttraction: (request) => attractions.add(request.caller.id, request.body),
  }),
  seed: seedTour,
  messages: { 'zh-Hans': zhHans, en, mn },
};
