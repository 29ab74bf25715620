import { api } from '../../api/client';

/** The content page /about shows (the first page of the service's content). */
export const ABOUT_PAGE_ID = 1;

export function fetchPage(id: number) {
  return api.call((client) => client.GET('/page/getById/{id}', { params: { path: { id } } }), {
    alert: false,
  });
}
