import { useEffect } from 'react';

/** Spec §2/§9: a swipe from the edge goes back in history; forward swipes do nothing. */
export const swipe = { edgePx: 20, thresholdPx: 100, maxMs: 500, verticalLimitPx: 50 } as const;

type Start = { x: number; y: number; at: number; rtl: boolean };

export function isBackSwipe(start: Start, end: { x: number; y: number; at: number }, width: number): boolean {
  const fromEdge = start.rtl ? width - start.x <= swipe.edgePx : start.x <= swipe.edgePx;
  const dx = start.rtl ? start.x - end.x : end.x - start.x;
  return fromEdge && dx >= swipe.thresholdPx && end.at - start.at < swipe.maxMs && Math.abs(end.y - start.y) < swipe.verticalLimitPx;
}

export function useBackSwipe(): void {
  useEffect(() => {
    let start: Start | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY, at: e.timeStamp, rtl: document.documentElement.dir === 'rtl' } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (start && touch && isBackSwipe(start, { x: touch.clientX, y: touch.clientY, at: e.timeStamp }, window.innerWidth)) {
        window.history.back();
      }
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
}
