/** Tells how much of a request's body has gone: bytes sent of the whole. */
export type UploadProgress = (sent: number, total: number) => void;

/** Response headers as `XMLHttpRequest` gives them (`name: value` lines). */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * `fetch`, by `XMLHttpRequest`, reporting the upload's progress: `fetch` cannot tell how much
 * of a body has gone (widgets-admin §4 "uploading (n%)"). The answer is a `Response`, so the
 * API client reads it as any other; a network failure rejects with a `TypeError`, an abort with
 * an `AbortError`, as `fetch` does.
 */
export function progressFetch(input: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', input);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded, event.total); };
    xhr.onload = () => resolve(new Response(xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob), {
      status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()),
    }));
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    if (init.signal?.aborted) { xhr.abort(); return; }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
