export {
  createApiClient,
  toFailure,
  unwrap,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type RawClient,
  type Unwrapped,
} from './client';
export { ApiError, SOMETHING_WRONG, type FailurePayload } from './errors';
export type { ApiEvents } from './events';
export { headerSafeJson, type ClientIdentity, type SessionProvider } from './session';
export { NetworkError } from './transport';
export type { paths, components, operations } from './generated/schema';
export * from './generated/enums';
export {
  uploadFile,
  FileTooLargeError,
  UploadError,
  type UploadOptions,
  type UploadResult,
} from './upload';
export {
  MB,
  shrinkImage,
  type ImageEncoder,
  type ShrinkOptions,
  type ShrinkResult,
} from './shrink';
export {
  decodeDirectionPolyline,
  encodeDirectionPolyline,
  placeLocationParams,
  truncateCoordinate,
  type LatLngTuple,
} from './geo';
