import { msg, str } from '@lit/localize';
import { ApiError } from './api-error.ts';

/** What the catalogue needs to know about a failed answer. */
export interface FailedAnswer {
  /** HTTP status, 0 when no answer arrived. */
  status: number;
  /** The envelope's `code` when there was an envelope. */
  code?: number | undefined;
  /** The server's message, empty when there was none. */
  serverMessage: string;
  /** Whether the request carried an access token. */
  hadToken: boolean;
  /** The input field a refusal is about (the envelope's `result.field`). */
  field?: string;
}

// The server localises its messages, so the markers cover all three languages; they match
// the server's `passwordExpired` ('密码未在规定时间内修改，请重新登录！', …) and older wordings.
const PASSWORD_NOT_CHANGED = [/未在规定时间内修改/, /未在規定時間內修改/, /password has not been changed/i];
const TOKEN_INVALID = 'Token失效';

/**
 * The error catalogue (portal-shell §8) as one mapping from an answer to an {@link ApiError}
 * whose message is the user-facing text in the current language.
 *
 * A 401 on a call that carried no token (a failed sign-in) cannot mean "login expired", so
 * it shows the server's message; with a token it is the session that ended.
 */
export function describeFailure({ status, code, serverMessage, hadToken, field }: FailedAnswer): ApiError {
  const base = { status, code: code ?? status, serverMessage, field: field ?? '' };
  if (status === 403) return new ApiError({ ...base, kind: 'forbidden', message: msg('拒绝访问') });
  if (status === 404) return new ApiError({ ...base, kind: 'not-found', message: msg('很抱歉，资源未找到！') });
  if (status === 504 || /timeout/i.test(serverMessage)) {
    return new ApiError({ ...base, kind: 'timeout', message: msg('网络超时') });
  }
  if (status === 401) {
    if (PASSWORD_NOT_CHANGED.some((marker) => marker.test(serverMessage))) {
      return new ApiError({ ...base, kind: 'password-expired', message: msg('密码未在规定时间内修改，请重新登录！') });
    }
    const message = hadToken || serverMessage === '' ? msg('很抱歉，登录已过期，请重新登录') : serverMessage;
    return new ApiError({ ...base, kind: 'unauthorized', message });
  }
  if (status === 500 && hadToken && serverMessage.includes(TOKEN_INVALID)) {
    return new ApiError({ ...base, kind: 'token-invalid', message: msg('很抱歉，登录已过期，请重新登录') });
  }
  if (status >= 200 && status < 300) {
    return new ApiError({ ...base, kind: 'business', message: serverMessage || msg('操作失败') });
  }
  return new ApiError({ ...base, kind: 'http', message: serverMessage || msg(str`请求失败（${status}）`) });
}

/** The error of a call that got no answer: the 9 s limit ran out, or the network failed. */
export function describeNoAnswer(reason: 'timeout' | 'network'): ApiError {
  const message = reason === 'timeout' ? msg('网络超时') : msg('网络错误');
  return new ApiError({ kind: reason, status: 0, code: 0, message, serverMessage: '' });
}

/** The error of an answer that is not the documented envelope. */
export function describeInvalidAnswer(status: number): ApiError {
  return new ApiError({ kind: 'invalid-response', status, code: status, message: msg('服务器返回的数据无法识别'), serverMessage: '' });
}

/** The error of a download that answered no file (widgets-admin §8 "Export with no file: 'file download failed'"). */
export function describeMissingFile(status: number): ApiError {
  return new ApiError({ kind: 'invalid-response', status, code: status, message: msg('文件下载失败'), serverMessage: '' });
}

/**
 * The text to show for a failed call: the API error's own (already localised by the catalogue),
 * else the generic 'network error' — a thrown non-API error means the call never completed.
 */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : msg('网络错误');
}

/**
 * The server's own words for a refusal (a 403): they say why (a department call: 'ordinary
 * employees currently do not have this permission'; a favourite: the report is not the
 * user's), which the catalogue's generic '拒绝访问' would hide. Any other failure as
 * {@link failureText}.
 */
export function refusalText(error: unknown): string {
  return error instanceof ApiError && error.kind === 'forbidden' && error.serverMessage ? error.serverMessage : failureText(error);
}
