import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedTour } from './tour.seed.js';

/** Cities, sites, routes and places, map points (attractions) and walking directions. */
export const tourModule: ServerModule = {
  name: 'tour',
  handlers: ({ tour, attractions }) => ({
    getPlacesByLocation: ({ params, locale }) =>
      tour.nearbyPlaces({ lat: Number(params.lat), lng: Number(params.lng) }, locale),
    getWalkingDirection: ({ params }) => tour.walkingDirection(params.fromLatLng, params.toLatLng),
    getTourCities: ({ locale }) => tour.cities(locale),
    getTourCity: ({ params, locale }) => tour.city(params.id, locale),
    getTourSite: ({ params, locale }) => tour.site(params.id, locale),
    getTourRoute: ({ params, locale }) => tour.route(params.id, locale),
    getPlace: ({ params, locale }) => tour.place(params.id, locale),
    getAttractions: ({ query, locale }) =>
      attractions.list(query?.type ?? [], query?.tag ?? [], locale),
    getAttraction: ({ params, locale }) => attractions.detail(params.id, locale),
    addAttraction: (request) => attractions.add(request.caller.id, request.body, request.locale),
  }),
  seed: seedTour,
  messages: { 'zh-Hans': zhHans, en, mn },
};
