import { api } from '../../api/client';

/** Feedback to the service, or to one store (`shopId`). */
export function sendFeedback(body: { content: string; contact?: string; shopId?: number }) {
  return api.call((client) => client.POST('/feedback/add/', { body }), { alert: false });
}

/** The store feedback is for (its name leads the form). */
export function fetchShop(id: number) {
  return api.call((client) => client.GET('/shop/getById/{id}', { params: { path: { id } } }));
}
