import type { ServerModule } from '../registry.js';
import { AttractionService } from './attractions.service.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { seedTour } from './tour.seed.js';
import { TourService } from './tour.service.js';

/** Cities, sites, routes and places, map points (attractions) and walking directions. */
export const tourModule: ServerModule = {
  name: 'tour',
  handlers: ({ db, now }) => {
    const tour = new TourService(db, now);
    const attractions = new AttractionService(db, now);
    return {
      getPlacesByLocation: ({ params }) =>
        tour.nearbyPlaces({ lat: Number(params.lat), lng: Number(params.lng) }),
      getWalkingDirection: ({ params }) =>
        tour.walkingDirection(params.fromLatLng, params.toLatLng),
      getTourCities: () => tour.cities(),
      getTourCity: ({ params }) => tour.city(params.id),
      getTourSite: ({ params }) => tour.site(params.id),
      getTourRoute: ({ params }) => tour.route(params.id),
      getPlace: ({ params }) => tour.place(params.id),
      getAttractions: ({ query }) => attractions.list(query?.type ?? [], query?.tag ?? []),
      getAttraction: ({ params }) => attractions.detail(params.id),
      addAttraction: (request) => attractions.add(request.caller.id, request.body),
    };
  },
  seed: seedTour,
  messages: { 'zh-Hans': zhHans, en, mn },
};
