import { api } from '../../api/client';

export function sendFeedback(body: { content: string; contact?: string }) {
  return api.call((client) => client.POST('/feedback/add/', { body }), { alert: false });
}
