import { api } from '../../api/client';
import type { MapStyleName } from './constants';
import type { StyleSpecification } from './mapStyle';

/** A base-map style document, as the server writes it (relative URLs). */
export async function fetchMapStyle(style: MapStyleName): Promise<StyleSpecification> {
  const document = await api.call(
    (client) => client.GET('/map/style/{style}.json', { params: { path: { style } } }),
    { alert: false },
  );
  return document as unknown as StyleSpecification;
}
