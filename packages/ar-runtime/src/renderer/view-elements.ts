const absolute = { position: 'absolute', inset: '0' };

type Style = Partial<Record<keyof CSSStyleDeclaration, string>>;

/** A new element with a class name and inline styles. */
export function styledElement<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  style: Style,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  Object.assign(element.style, style);
  return element;
}

/** The renderer's layers: backdrop, camera video, drawables and a heading readout. */
export function createViewElements(document: Document) {
  const root = styledElement(document, 'div', 'ar-view', {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    height: '100%',
    touchAction: 'none',
    userSelect: 'none',
  });
  // Stands in for the camera feed: sky above the horizon, ground below.
  const backdrop = styledElement(document, 'div', 'ar-backdrop', {
    ...absolute,
    background: 'linear-gradient(#6d8fb3 0%, #b9cde0 50%, #7b8a6a 50%, #56614a 100%)',
  });
  const video = styledElement(document, 'video', 'ar-camera', {
    ...absolute,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'none',
  });
  video.muted = true;
  video.playsInline = true;
  const scene = styledElement(document, 'div', 'ar-scene', absolute);
  const compass = styledElement(document, 'div', 'ar-heading', {
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
