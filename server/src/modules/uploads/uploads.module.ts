import { callerOf } from '../../http/caller.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { registerUploadHost } from './uploadHost.js';
import { UploadService, uploadsRoot } from './uploads.service.js';

/**
 * Upload policies (`/api/upconfig/{config}`) and the local upload host (`POST /{bucket}/`)
 * that checks them and stores images under the data directory, served at /uploads/.
 */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  handlers: (ctx) => {
    const uploads = new UploadService(ctx);
    return {
      getUploadConfig: async (request) =>
        uploads.policy(
          request.params.config,
          callerOf(request).id,
          `${request.raw.protocol}://${request.raw.host}`,
        ),
      uploadFile: ({ params, raw }) =>
        uploads.upload(params.bucket, raw.body, raw.headers['content-type']),
    };
  },
  register: (app, ctx) => registerUploadHost(app, uploadsRoot(ctx.config.dataDir)),
  messages: { 'zh-Hans': zhHans, en, mn },
};
