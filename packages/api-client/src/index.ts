export { createApiClient, unwrap, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, SOMETHING_WRONG, type FailurePayload } from './errors';
export type { paths, components, operations } from './generated/schema';
