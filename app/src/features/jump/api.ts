import { api } from '../../api/client';

export function fetchJump(id: number) {
  return api.call((client) => client.GET('/api/getJump/{id}', { params: { path: { id } } }), {
    alert: false,
  });
}
