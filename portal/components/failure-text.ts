import { msg } from '@lit/localize';
import { ApiError } from '../../shared/api/index.ts';

/** What to tell the user about a failed call: the catalogue's message, else a network error. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : msg('网络错误');
}
