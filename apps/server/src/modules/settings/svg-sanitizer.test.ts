import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitizer';

const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing elements, attributes and text', () => {
    const out = sanitizeSvg(wrap('<g fill="red"><rect width="5" height="5"/><text x="1">A &amp; B</text></g>'));
    expect(out).toContain('<rect width="5" height="5"/>');
    expect(out).toContain('<text x="1">A &amp; B</text>');
    expect(out).toContain('viewBox="0 0 10 10"');
  });

  it('drops scripts, event handlers, foreign objects, links and styles', () => {
    const out = sanitizeSvg(
      wrap(
        '<script>alert(1)</script><rect onclick="alert(2)" onload="x()" width="1"/><foreignObject><div>x</div></foreignObject>' +
          '<a href="javascript:alert(3)"><circle r="1"/></a><style>@import url(http://evil.test/x.css)</style><!-- note -->',
        ' onload="alert(4)"',
      ),
    );
    expect(out).not.toMatch(/script|onclick|onload|foreignObject|javascript|<a|<style|evil|note/i);
    expect(out).toContain('<rect width="1"/>');
  });

  it('allows references inside the file only', () => {
    const out = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="1"/><rect fill="url(http://evil.test/x)" width="2"/>' +
          '<use href="#g"/><use href="http://evil.test/sprite.svg#x"/><image href="http://evil.test/track.png"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/><rect style="fill:url(https://evil.test/)" width="3"/>',
      ),
    );
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('<use href="#g"/>');
    expect(out).toContain('data:image/png;base64');
    expect(out).not.toContain('evil');
  });

  it('refuses DOCTYPEs and entities, malformed XML and things that are not SVG', () => {
    expect(sanitizeSvg(`<!DOCTYPE svg [<!ENTITY x "y">]>${wrap('&x;')}`)).toBeNull();
    expect(sanitizeSvg('<svg><rect></svg>')).toBeNull();
    expect(sanitizeSvg('<html><body/></html>')).toBeNull();
    expect(sanitizeSvg('not xml at all')).toBeNull();
  });

  it('escapes attribute values on the way out', () => {
    const out = sanitizeSvg(wrap('<text x="1" font-family="a&quot;&gt;&lt;script&gt;">t</text>'));
    expect(out).not.toContain('<script>');
  });
});
