import type { Page } from '@playwright/test';

/**
 * What sticks out sideways: the page's own scroll width, and each element of the content that
 * reaches past the viewport without sitting in a container that scrolls it (a table's own scroll is fine).
 */
export async function overflow(page: Page, root: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) found.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const width = doc.clientWidth;
    // Inside a box that scrolls or clips sideways and itself fits the screen: not the page's overflow.
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (!['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) continue;
        const box = p.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
      return false;
    };
    // Where its content reaches, from its start edge (the right one in a right-to-left page).
    const outOfScreen = (el: HTMLElement, box: DOMRect) =>
      getComputedStyle(el).direction === 'rtl' ? box.right - el.scrollWidth < -1 : box.left + el.scrollWidth > width + 1;
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = [...el.classList]
        .filter((c) => c.startsWith('Mui'))
        .slice(0, 2)
        .join('.');
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}`;
    };
    const root = document.querySelector(rootSelector);
    // When the page scrolls, name what outside the content causes it too (top bar, banners, snackbars).
    const suspects = found.length ? [...document.body.querySelectorAll('*')].filter((el) => !root?.contains(el)) : [];
    for (const el of [...(root ? root.querySelectorAll('*') : []), ...suspects]) {
      if (!(el instanceof HTMLElement)) continue; // an icon's paths are measured by its element
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !clipped(el)) {
        found.push(`${describe(el)} spans ${Math.round(box.left)}…${Math.round(box.right)}`);
      } else if (
        getComputedStyle(el).overflowX === 'visible' &&
        el.scrollWidth > el.clientWidth + 1 &&
        outOfScreen(el, box) &&
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) &&
        !clipped(el)
      ) {
        // Text that does not wrap runs out of its box, and the page scrolls for it.
        found.push(`${describe(el)}: its text runs ${el.scrollWidth - el.clientWidth} px out of its box`);
      }
      if (found.length > 5) break;
    }
    return found;
  }, root);
}
