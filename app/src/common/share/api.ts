import { api } from '../../api/client';

/** The WeChat JS-SDK configuration for a page URL (only asked for inside WeChat). */
export function fetchWechatSignPackage(url: string) {
  return api.call(
    (client) => client.GET('/weixin/getSignPackage/{url}', { params: { path: { url } } }),
    { alert: false, loading: false },
  );
}

/** The share card of a page URL (only asked for inside WeChat). */
export function fetchShareInfo(url: string) {
  return api.call((client) => client.GET('/share/getInfo/', { params: { query: { url } } }), {
    alert: false,
    loading: false,
  });
}
