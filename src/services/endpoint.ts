import { callApi, type CallOptions, type HttpMethod } from '@/core/request';

/**
 * One endpoint of the spec: its method and path, and a typed function that calls it.
 * Screens import these functions; they never see a URL, a token or the envelope.
 */
export interface Endpoint<Req, Res> {
  (payload: Req, options?: CallOptions): Promise<Res>;
  readonly method: HttpMethod;
  readonly path: string;
}

export function endpoint<Req = void, Res = unknown>(method: HttpMethod, path: string): Endpoint<Req, Res> {
  const call = (payload: Req, options?: CallOptions) => callApi<Res>(method, path, payload, options);
  return Object.assign(call, { method, path });
}
