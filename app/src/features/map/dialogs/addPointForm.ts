// The add-point form: its fields, the checks made before sending, and the body sent.

import type { AttractionType, NewAttraction } from './api';
import { latLngText, type LatLng } from '../../../common/latLng';

/** Names are 1 to 30 characters; a point has at most 9 pictures. */
export const NAME_MAX = 30;
export const PICTURES_MAX = 9;

export interface AddPointForm {
  name: string;
  type: AttractionType;
  /** Uploaded picture URLs, in the order they were added. */
  pics: string[];
}

/** A new point is a ride or activity until chosen otherwise (the map shows those at first). */
export const EMPTY_ADD_POINT: AddPointForm = { name: '', type: 'play', pics: [] };

export type AddPointField = 'latlng' | 'name' | 'type' | 'pics';
export type AddPointProblem = 'noPosition' | 'required' | 'tooLong' | 'tooMany';

const FIELDS: readonly string[] = ['latlng', 'name', 'type', 'pics'];

/** The form field a server field message belongs under (`pics.3` under the pictures). */
export function addPointFieldOf(name: string): AddPointField | undefined {
  const field = name.split('.')[0] ?? '';
  return FIELDS.includes(field) ? (field as AddPointField) : undefined;
}

/** Characters as a person counts them (an emoji is one), as the contract counts them. */
function length(text: string): number {
  return [...text].length;
}

/** What keeps the form from being sent, per field. */
export function checkAddPoint(
  form: AddPointForm,
  position: LatLng | undefined,
): Partial<Record<AddPointField, AddPointProblem>> {
  const problems: Partial<Record<AddPointField, AddPointProblem>> = {};
  if (!position) problems.latlng = 'noPosition';
  const name = form.name.trim();
  if (name === '') problems.name = 'required';
  else if (length(name) > NAME_MAX) problems.name = 'tooLong';
  if (form.pics.length > PICTURES_MAX) problems.pics = 'tooMany';
  return problems;
}

/** The body of addAttraction for a checked form. */
export function newAttractionOf(form: AddPointForm, position: LatLng): NewAttraction {
  return {
    latlng: latLngText(position),
    name: form.name.trim(),
    type: form.type,
    pics: [...form.pics],
  };
}
