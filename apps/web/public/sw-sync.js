// Background Sync for orders made offline (loaded into the generated service worker).
// The queue and the sign-in live with the page, so the worker does not send the orders itself:
// when the browser says the connection is back, it asks the app's open windows to send them.
// With no window open it fails, and the browser tries again later; the app also sends its queue
// each time it starts.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'wb-orders') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.length === 0) throw new Error('no window of the app is open');
      for (const window of windows) window.postMessage({ type: 'wb-sync-orders' });
    }),
  );
});
