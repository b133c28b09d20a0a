import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KvkCompany } from '@wb/contract/kvk';
import { kvkMinSearchLength } from '@wb/contract/kvk';
import { api } from '@/app/api/api-client';

/** The company register (platform §7 KVK): a search from 3 characters on, a company's profile, usage. */
export function useKvkSearch(term: string) {
  const clean = term.trim().replace(/\s+/g, ' ');
  return useQuery({
    queryKey: ['kvk', 'search', clean.toLowerCase()],
    queryFn: ({ signal }) => api('GET /kvk/search/:term', { params: { term: clean }, signal }),
    enabled: clean.length >= kvkMinSearchLength,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useKvkCompany(kvkNumber: string | null | undefined) {
  return useQuery({
    queryKey: ['kvk', 'company', kvkNumber],
    queryFn: ({ signal }) => api('GET /kvk/company/:number', { params: { number: kvkNumber ?? '' }, signal }),
    enabled: !!kvkNumber && /^\d{8}$/.test(kvkNumber),
    staleTime: 60_000,
    retry: false,
  });
}

export const fetchKvkCompany = (kvkNumber: string): Promise<KvkCompany> =>
  api('GET /kvk/company/:number', { params: { number: kvkNumber } });

export const useKvkUsage = (enabled = true) =>
  useQuery({ queryKey: ['kvk', 'usage'], queryFn: ({ signal }) => api('GET /kvk/usage', { signal }), enabled });

/** The public search of the registration page (no sign-in; limited per IP). */
export function usePublicKvkSearch(term: string) {
  const clean = term.trim().replace(/\s+/g, ' ');
  return useQuery({
    queryKey: ['kvk-public', 'search', clean.toLowerCase()],
    queryFn: ({ signal }) => api('GET /kvk-public/search/:term', { params: { term: clean }, signal }),
    enabled: clean.length >= kvkMinSearchLength,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
