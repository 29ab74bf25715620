// The tour's link paths live in app/src/common, for the map and other features to link here.
export { readMapFocus, tourPaths, type MapFocus } from '../../common/tourPaths';
