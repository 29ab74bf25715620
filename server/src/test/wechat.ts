import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { AuthOptions } from '../modules/auth/auth.service.js';
import { HttpWechatOAuth } from '../modules/auth/wechat.js';

/**
 * A local stand-in for WeChat's OAuth API, answering with `handler`, for the suite it is
 * called in: the auth options that point the WeChat application (`wx-app`, `app-secret`) at
 * it. Test servers are to be started after it (the service reads its port when a server is
 * built), so that they are closed before it.
 */
export function useWechatStandIn(handler: RequestListener): AuthOptions {
  let wechatApi: Server;
  let port = 0;
  beforeAll(async () => {
    wechatApi = createServer(handler);
    await new Promise<void>((resolve) => wechatApi.listen(0, '127.0.0.1', resolve));
    ({ port } = wechatApi.address() as AddressInfo);
  });
  afterAll(() => new Promise((resolve) => wechatApi.close(resolve)));
  return {
    wechat: () =>
      new HttpWechatOAuth({
        appId: 'wx-app',
        appSecret: 'app-secret',
        apiBase: `http://127.0.0.1:${port}`,
      }),
  };
}
