export { EARTH_RADIUS_METERS, distanceBetween, type LatLng } from './geo';
