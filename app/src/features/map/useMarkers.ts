import { useEffect, useRef } from 'react';
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { parseLatLng, type LatLng } from '../../common/latLng';
import { lngLat } from '../../common/map/constants';
import { positionDot } from '../../common/map/MapFrame';
import type { Attraction } from './filters';
import * as styles from './Map.css';

/**
 * One maplibre marker per attraction: a real button named after the attraction, showing
 * its type's icon; a tap calls `onOpen` with its id.
 */
export function useAttractionMarkers(
  map: MapLibreMap | undefined,
  attractions: readonly Attraction[],
  onOpen: (id: number) => void,
) {
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });
  useEffect(() => {
    if (!map) return;
    const markers = attractions.flatMap((attraction) => {
      const point = parseLatLng(attraction.latlng);
      if (!point) return [];
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.marker;
      button.setAttribute('aria-label', attraction.name);
      button.title = attraction.name;
      button.dataset.attraction = String(attraction.id);
      const icon = document.createElement('img');
      icon.className = styles.markerIcon;
      icon.src = attraction.icon;
      icon.alt = '';
      icon.draggable = false;
      button.append(icon);
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        open.current(attraction.id);
      });
      return [
        new Marker({ element: button, anchor: 'center' }).setLngLat(lngLat(point)).addTo(map),
      ];
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, attractions]);
}

/** A dot where the device is, named for assistive technology. */
export function usePositionMarker(
  map: MapLibreMap | undefined,
  position: LatLng | undefined,
  label: string,
) {
  useEffect(() => {
    if (!map || !position) return;
    const dot = positionDot(label);
    dot.dataset.position = `${position.latitude},${position.longitude}`;
    const marker = new Marker({ element: dot }).setLngLat(lngLat(position)).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, position, label]);
}
