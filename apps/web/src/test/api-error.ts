import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** An axios error as a failed API call rejects with: `apiError(401, { detail, code })`. No status: a network failure. */
export function apiError(status?: number, data?: unknown, config: Partial<InternalAxiosRequestConfig> = {}): AxiosError {
  const fullConfig = { headers: new AxiosHeaders(), ...config } as InternalAxiosRequestConfig;
  if (status === undefined) return new AxiosError('Network Error', AxiosError.ERR_NETWORK, fullConfig, {});
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config: fullConfig };
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, fullConfig, {}, response);
}
