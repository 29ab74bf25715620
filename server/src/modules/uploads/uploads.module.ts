import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import { registerUploadHost } from './uploadHost.js';

/**
 * Upload policies (`/api/upconfig/{config}`) and the local upload host (`POST /{bucket}/`)
 * that checks them and keeps images in the upload store (UPLOAD_STORE: the database, or a
 * directory), served from there at /uploads/.
 */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  handlers: ({ uploads }) => ({
    getUploadConfig: async (request) =>
      uploads.policy(
        request.params.config,
        request.caller.id,
        `${request.raw.protocol}://${request.raw.host}`,
      ),
    uploadFile: ({ params, raw }) => uploads.upload(params.bucket, raw),
  }),
  register: (app, _ctx, { uploadStore }) => registerUploadHost(app, uploadStore),
  messages: { 'zh-Hans': zhHans, en, mn },
};
