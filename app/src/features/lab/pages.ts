import type { ComponentType } from 'react';
import { retryableImport } from '../../lib/retryableImport';

/** One page of the lab. */
export interface LabPage {
  /** Its URL segment: the page is at `/lab/{name}`. */
  name: string;
  /** Translation key of its title. */
  title: string;
  /** Translation key of its one-line description on the lab index. */
  description: string;
  /**
   * Whether this browser has what the page needs, by feature detection: cheap, without
   * side effects and without loading any library.
   */
  supported: () => boolean;
  /** Only for a signed-in user (its route asks for sign-in). */
  needsSignIn: boolean;
  /** The page's component, its code loaded on first use (fetched anew after a failure). */
  load: () => Promise<ComponentType>;
}

type Definition = Pick<LabPage, 'supported' | 'load'> & { needsSignIn?: boolean };

function page(name: string, { supported, load, needsSignIn = false }: Definition): LabPage {
  return {
    name,
    title: `lab.pages.${name}.title`,
    description: `lab.pages.${name}.description`,
    supported,
    needsSignIn,
    load: retryableImport(load),
  };
}

// Feature detection, each a plain look at what the browser exposes.
const always = () => true;
const has = (object: object | undefined, member: string) =>
  object !== undefined && object !== null && member in object;
const orientationEvents = () => typeof window.DeviceOrientationEvent !== 'undefined';
const motionEvents = () => typeof window.DeviceMotionEvent !== 'undefined';
const geolocation = () => has(navigator, 'geolocation');
const webgl = () => typeof window.WebGLRenderingContext !== 'undefined';
const webgl2 = () => typeof window.WebGL2RenderingContext !== 'undefined';

/** Every page of the lab, in the order the index lists them. */
export const labPages: readonly LabPage[] = [
  page('battery', {
    supported: () => has(navigator, 'getBattery'),
    load: () => import('./device/BatteryPage').then((m) => m.BatteryPage),
  }),
  page('clipboard', {
    supported: () => has(navigator, 'clipboard'),
    load: () => import('./device/ClipboardPage').then((m) => m.ClipboardPage),
  }),
  page('compass', {
    supported: orientationEvents,
    load: () => import('./device/CompassPage').then((m) => m.CompassPage),
  }),
  page('devicemotion', {
    supported: motionEvents,
    load: () => import('./device/DeviceMotionPage').then((m) => m.DeviceMotionPage),
  }),
  page('accelerometer', {
    supported: motionEvents,
    load: () => import('./device/AccelerometerPage').then((m) => m.AccelerometerPage),
  }),
  page('nod', {
    supported: orientationEvents,
    load: () => import('./device/NodPage').then((m) => m.NodPage),
  }),
  page('shake', {
    supported: motionEvents,
    load: () => import('./device/ShakePage').then((m) => m.ShakePage),
  }),
  page('geolocation', {
    supported: geolocation,
    load: () => import('./device/GeolocationPage').then((m) => m.GeolocationPage),
  }),
  page('mouse', {
    supported: () => typeof window.PointerEvent !== 'undefined',
    load: () => import('./device/MousePage').then((m) => m.MousePage),
  }),
  page('network', {
    supported: () => has(navigator, 'onLine'),
    load: () => import('./device/NetworkPage').then((m) => m.NetworkPage),
  }),
  page('video', {
    supported: () => has(document, 'fullscreenEnabled') || has(document, 'webkitFullscreenEnabled'),
    load: () => import('./device/VideoPage').then((m) => m.VideoPage),
  }),
  page('signin', {
    supported: always,
    needsSignIn: true,
    load: () => import('./device/SignInPage').then((m) => m.SignInPage),
  }),
  page('snackbar', {
    supported: always,
    load: () => import('./device/SnackbarPage').then((m) => m.SnackbarPage),
  }),
  page('loading', {
    supported: always,
    load: () => import('./device/LoadingPage').then((m) => m.LoadingPage),
  }),
  page('locationprovider', {
    supported: geolocation,
    load: () => import('./device/LocationProviderPage').then((m) => m.LocationProviderPage),
  }),
  page('geocoder', {
    supported: always,
    load: () => import('./device/GeocoderPage').then((m) => m.GeocoderPage),
  }),
  page('easteregg', {
    supported: () => typeof window.AudioContext !== 'undefined',
    load: () => import('./device/EasterEggPage').then((m) => m.EasterEggPage),
  }),
  page('chat', {
    supported: () => typeof window.WebSocket !== 'undefined',
    needsSignIn: true,
    load: () => import('./chat/ChatPage').then((m) => m.ChatPage),
  }),
  page('tilemap', {
    supported: webgl2,
    load: () => import('./maps/TileMapPage').then((m) => m.TileMapPage),
  }),
  page('mapgeolocation', {
    supported: () => webgl2() && geolocation(),
    load: () => import('./maps/MapGeolocationPage').then((m) => m.MapGeolocationPage),
  }),
  page('drawing', {
    supported: webgl2,
    load: () => import('./maps/DrawingPage').then((m) => m.MaskDrawingPage),
  }),
  page('drawingmarkers', {
    supported: webgl2,
    load: () => import('./maps/DrawingPage').then((m) => m.MarkerDrawingPage),
  }),
  page('geometry', {
    supported: webgl2,
    load: () => import('./maps/GeometryEditorPage').then((m) => m.GeometryEditorPage),
  }),
  page('panorama', {
    supported: webgl,
    load: () => import('./panorama/PanoramaTourPage').then((m) => m.PanoramaTourPage),
  }),
  page('vuevr', {
    supported: webgl,
    load: () => import('./panorama/VueVrPage').then((m) => m.VueVrPage),
  }),
];

/** The lab page called `name`, if there is one. */
export function findLabPage(name: string | undefined): LabPage | undefined {
  return labPages.find((page) => page.name === name);
}
