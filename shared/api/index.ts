/** The API client (portal-shell §7): every call of elements and portal goes through `request`. */
export { ApiError, API_ERROR_KINDS, type ApiErrorKind, type ApiErrorInit } from './api-error.ts';
export { configureApi, apiConfig, apiOrigin, originOf, resetApiConfig, type ApiConfig } from './config.ts';
export { moveApiBase, sessionFor } from './session-origin.ts';
export { describeFailure, describeNoAnswer, describeInvalidAnswer, describeMissingFile, failureText, refusalText, type FailedAnswer } from './error-catalogue.ts';
export type { UploadProgress } from './progress-fetch.ts';
export { request, type RequestOptions, type HeldAnswer, type HttpMethod, type QueryValue, type DownloadedFile } from './request.ts';
export { fileNameOf } from './content-disposition.ts';
export { get, post, put, del } from './methods.ts';
export { endSessionAndReload, handleSessionFailure } from './session-expiry.ts';
export { signRequest, formatSignTimestamp, canonicalParams, type SignInput } from './sign.ts';
