// The panorama viewer's library and its styles, loaded on demand by PanoramaViewer: they
// come with the viewer and nowhere else.
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';

export { Viewer, events } from '@photo-sphere-viewer/core';
export { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
export { VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
