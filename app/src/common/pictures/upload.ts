import { uploadFile, type UploadOptions } from '@citylife/api-client';
import { api } from '../../api/client';
import type { UploadPicture } from './PicturesField';

/**
 * Uploads a form's pictures through the upload host under one of its configurations (which
 * sets the size and type rules). Kept apart from the features' API calls, so that only the
 * forms load the upload code.
 */
export function pictureUploader(config: UploadOptions['config']): UploadPicture {
  return (file, onProgress) => uploadFile(api, file, { config, onProgress });
}
