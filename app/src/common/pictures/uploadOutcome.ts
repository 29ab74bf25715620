import type { TFunction } from 'i18next';
import { FileTooLargeError, NetworkError, UploadError } from '@citylife/api-client';
import { showAlert } from '../../stores/alerts';
import './messages';

/**
 * What a picture field says of a failed upload: a file over the size limit says so, a
 * refusal with the host's own words shows them, anything else is "upload failed, please
 * retry".
 */
export function uploadFailureText(t: TFunction, failure: unknown): string {
  if (failure instanceof FileTooLargeError) return t('pictures.tooLarge');
  if (failure instanceof UploadError && failure.status >= 400 && failure.serverMessage) {
    return failure.serverMessage;
  }
  if (failure instanceof NetworkError) return t('system.network_error');
  return t('pictures.uploadFailed');
}

/** Every picture field alerts when it shrank a file over 2 MB before sending it. */
export function alertIfShrunk(result: { shrunk?: boolean }): void {
  if (result.shrunk) showAlert('pictures.shrunk');
}
