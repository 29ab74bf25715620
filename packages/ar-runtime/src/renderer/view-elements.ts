const absolute = { position: 'absolute', inset: '0' };

/** The renderer's layers: backdrop, camera video, drawables and a heading readout. */
export function createViewElements(document: Document) {
  const root = document.createElement('div');
  root.className = 'ar-view';
  Object.assign(root.style, {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    height: '100%',
    touchAction: 'none',
    userSelect: 'none',
  });
  // Stands in for the camera feed: sky above the horizon, ground below.
  const backdrop = document.createElement('div');
  backdrop.className = 'ar-backdrop';
  Object.assign(backdrop.style, {
    ...absolute,
    background: 'linear-gradient(#6d8fb3 0%, #b9cde0 50%, #7b8a6a 50%, #56614a 100%)',
  });
  const video = document.createElement('video');
  video.className = 'ar-camera';
  video.muted = true;
  video.playsInline = true;
  Object.assign(video.style, {
    ...absolute,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'none',
  });
  const scene = document.createElement('div');
  scene.className = 'ar-scene';
  Object.assign(scene.style, absolute);
  const compass = document.createElement('div');
  compass.className = 'ar-heading';
  Object.assign(compass.style, {
    position: 'absolute',
    left: '50%',
    top: '4px',
    transform: 'translateX(-50%)',
    font: '12px sans-serif',
    color: '#fff',
    background: '#0008',
    padding: '2px 6px',
    borderRadius: '8px',
    pointerEvents: 'none',
  });
  root.append(backdrop, video, scene, compass);
  return { root, backdrop, video, scene, compass };
}
