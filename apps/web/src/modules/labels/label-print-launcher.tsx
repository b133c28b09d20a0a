import { type ReactNode, Suspense } from 'react';
import { lazyNamed } from '@/app/lazy-named';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import type { PrintPreset } from './print-preset';

export type { PrintPreset };

const LabelPrintDialog = lazyNamed(() => import('./label-print-dialog'), 'LabelPrintDialog');

function WithLabelTexts({ children }: { children: ReactNode }) {
  useLazyNamespace('labels');
  return <>{children}</>;
}

/**
 * The print dialog for other pages (an item's stock, an order): loaded on first use, with its
 * texts, in a Suspense of its own so the page behind it stays.
 */
export function LabelPrintLauncher({ preset, onClose }: { preset: PrintPreset | null; onClose: () => void }) {
  if (!preset) return null;
  return (
    <Suspense fallback={null}>
      <WithLabelTexts>
        <LabelPrintDialog template={null} preset={preset} onClose={onClose} onPrinted={onClose} />
      </WithLabelTexts>
    </Suspense>
  );
}
