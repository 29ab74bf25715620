// The viewer's virtual-reality plugins, loaded on demand by PanoramaViewer for a viewer in
// VR presentation only: motion-sensor control and the side-by-side stereo view.
export { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
export { StereoPlugin } from '@photo-sphere-viewer/stereo-plugin';
