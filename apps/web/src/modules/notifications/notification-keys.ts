/** TanStack Query keys of the notifications module; the live connection invalidates `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number, pageSize: number, unreadOnly: boolean) => ['notifications', 'list', { page, pageSize, unreadOnly }] as const,
  recipients: ['notifications', 'recipients'] as const,
};
