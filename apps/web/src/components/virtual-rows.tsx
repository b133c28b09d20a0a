import { Box } from '@mui/material';
import { forwardRef, type ReactNode, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';

export type VirtualRowsHandle = { scrollToIndex: (index: number) => void };

type Props<T> = {
  items: readonly T[];
  /** Every row has this height in pixels. */
  rowHeight: number;
  /** Height of the scrolling area (rows beyond it are not rendered). */
  maxHeight: number;
  getKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered above and below the visible ones. */
  overscan?: number;
  'data-testid'?: string;
};

/**
 * A window over a long list of equal-height rows: only the rows in view (and a few around them)
 * are in the page, so a 1,000-line order scrolls and types as lightly as a 20-line one.
 */
function VirtualRowsInner<T>(props: Props<T>, ref: React.ForwardedRef<VirtualRowsHandle>) {
  const { items, rowHeight, maxHeight, getKey, renderRow, overscan = 6 } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(maxHeight);
  const frame = useRef(0);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || maxHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxHeight]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0));
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index) => {
        const element = scroller.current;
        if (!element) return;
        const top = index * rowHeight;
        if (top < element.scrollTop) element.scrollTop = top;
        else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight;
        setScrollTop(element.scrollTop);
      },
    }),
    [rowHeight],
  );

  const total = items.length * rowHeight;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + (viewport || maxHeight)) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const item = items[index] as T;
    rows.push(
      <Box
        key={getKey(item, index)}
        role="row"
        aria-rowindex={index + 2}
        sx={{ position: 'absolute', insetInlineStart: 0, insetInlineEnd: 0, top: index * rowHeight, height: rowHeight }}
      >
        {renderRow(item, index)}
      </Box>,
    );
  }

  return (
    <Box ref={scroller} onScroll={onScroll} sx={{ maxHeight, overflowY: 'auto', position: 'relative' }} data-testid={props['data-testid']}>
      <Box role="rowgroup" sx={{ height: total, position: 'relative' }}>
        {rows}
      </Box>
    </Box>
  );
}

export const VirtualRows = forwardRef(VirtualRowsInner) as <T>(props: Props<T> & { ref?: React.Ref<VirtualRowsHandle> }) => ReactNode;
