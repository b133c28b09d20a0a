import { queryString } from '@/app/api/query-string';

type Options = { params?: Record<string, string>; query?: object; body?: unknown; signal?: AbortSignal; [key: string]: unknown };

/**
 * For tests that mock the API client: an endpoint call (`'PATCH /notifications/:id/read'` with its
 * params and query) said as the request it makes, `['/notifications/1/read', { method: 'PATCH' }]`.
 */
export function apiCallAsPath(endpoint: string, options: object = {}): [string, Record<string, unknown>] {
  const { params, query, ...rest } = options as Options;
  const [method, template = ''] = endpoint.split(' ');
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return [`${path}${queryString(query)}`, method === 'GET' ? rest : { method, ...rest }];
}
