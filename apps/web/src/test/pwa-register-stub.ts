/** Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in unit tests: no new version waits. */
export function useRegisterSW() {
  return {
    needRefresh: [false, () => undefined] as const,
    offlineReady: [false, () => undefined] as const,
    updateServiceWorker: async () => undefined,
  };
}
