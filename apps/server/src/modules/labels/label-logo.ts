import type { TenantCtx } from '@/platform/context';
import { getPdfLogo } from '@/modules/settings/company-logo.service';
import { labelImage } from './label-image';
import type { ResolvedElement } from './label-layout';

/** An image element shows the company logo (`{{company.logo}}`, the designer's default, or no source). */
const showsLogo = (element: ResolvedElement) =>
  element.type === 'image' && (!(element.text ?? '').trim() || /\{\{\s*company\.logo\s*\}\}/.test(element.text ?? ''));

/**
 * Gives each logo element of every label set the company's logo (the PNG documents draw, settings),
 * converted once per element size; without a logo the elements stay empty.
 */
export async function attachLogo<S extends { elements: ResolvedElement[] }>(ctx: TenantCtx, sets: S[]): Promise<S[]> {
  if (!sets.some((s) => s.elements.some(showsLogo))) return sets;
  const png = await getPdfLogo(ctx);
  if (!png) return sets;
  const bySize = new Map<string, Awaited<ReturnType<typeof labelImage>>>();
  const out: S[] = [];
  for (const set of sets) {
    const elements: ResolvedElement[] = [];
    for (const element of set.elements) {
      if (!showsLogo(element)) {
        elements.push(element);
        continue;
      }
      const key = `${element.width}x${element.height}`;
      let image = bySize.get(key);
      if (!image) {
        image = await labelImage(png, element.width, element.height);
        bySize.set(key, image);
      }
      elements.push({ ...element, image });
    }
    out.push({ ...set, elements });
  }
  return out;
}
