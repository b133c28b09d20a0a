import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNotification } from '@wb/contract/notifications';
import type { TFunction } from 'i18next';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';
import { notificationKeys } from './notification-keys';
import { refreshUnreadCount } from './notification-live';

type ListOptions = { page: number; pageSize: number; unreadOnly: boolean; refetchInterval?: number };

/** A page of the user's notifications. A 401 (signed out meanwhile) is an empty list, not an error (spec §8). */
export function useNotificationPage({ page, pageSize, unreadOnly, refetchInterval }: ListOptions) {
  return useQuery({
    queryKey: notificationKeys.list(page, pageSize, unreadOnly),
    queryFn: async ({ signal }) => {
      try {
        return await api(unreadOnly ? 'GET /notifications/unread' : 'GET /notifications', { query: { page, pageSize }, signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return { items: [], total: 0, page, pageSize };
        throw err;
      }
    },
    placeholderData: keepPreviousData,
    refetchInterval,
    staleTime: 5_000,
  });
}

/** What a failed notification call shows: its message, else "Failed to fetch notifications". */
export function notificationsErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) return describeError(t, err);
  if (err instanceof Error && err.message) return err.message;
  return t('notifications:errors.fetchFailed');
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void refreshUnreadCount();
    return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}

export function useMarkRead() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (id: string) => api('PATCH /notifications/:id/read', { params: { id } }),
    onSettled: afterChange,
  });
}

export function useMarkAllRead() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: () => api('PATCH /notifications/read-all'),
    onSettled: afterChange,
  });
}

export function useSendNotification() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (input: CreateNotification) => api('POST /notifications', { body: input }),
    onSuccess: afterChange,
  });
}

export function useRecipients(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recipients,
    queryFn: ({ signal }) => api('GET /notifications/recipients', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
