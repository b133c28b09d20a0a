import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Makes an uploaded SVG safe to show: parsed as XML, then rebuilt from an allow-list of drawing
 * elements and attributes. Scripts, event handlers, foreign objects, external references
 * (links, images and styles from elsewhere), comments, DOCTYPEs and entities do not survive.
 * Returns null when the file is not a well-formed SVG.
 */

const elements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'image',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
]);

const attributes = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'style',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'markerUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'href',
  'xlink:href',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'xml:space',
  'filterUnits',
  'primitiveUnits',
  'startOffset',
  'textLength',
  'lengthAdjust',
]);

const rasterDataUrl = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/;

type Node = Record<string, unknown>;
const attrPrefix = '@_';

function safeAttribute(element: string, name: string, value: string): boolean {
  if (!attributes.has(name)) return false;
  const compact = [...value]
    .filter((c) => c.charCodeAt(0) > 32)
    .join('')
    .toLowerCase();
  if (name === 'href' || name === 'xlink:href') {
    // Only references inside this file; an <image> may also carry an embedded raster picture.
    return value.startsWith('#') || (element === 'image' && rasterDataUrl.test(value));
  }
  if (/javascript:|vbscript:|data:(?!image\/(png|jpeg|webp);base64)|expression\(|@import|behavior:|-moz-binding/.test(compact))
    return false;
  // url(...) in paint or style must point inside the file: no requests elsewhere when shown.
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    if (!(match[1] ?? '').replace(/['"]/g, '').startsWith('#')) return false;
  }
  return true;
}

function cleanNodes(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if ('#text' in node) {
      out.push({ '#text': node['#text'] });
      continue;
    }
    const name = Object.keys(node).find((key) => key !== ':@');
    if (!name || !elements.has(name)) continue; // script, style, foreignObject, a, iframe, comments, CDATA…
    const attrs = (node[':@'] ?? {}) as Record<string, unknown>;
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(attrs)) {
      const attr = key.slice(attrPrefix.length);
      if (typeof value === 'string' && safeAttribute(name, attr, value)) kept[key] = value;
    }
    if (name === 'image' && !('@_href' in kept) && !('@_xlink:href' in kept)) continue;
    const cleaned: Node = { [name]: cleanNodes((node[name] as Node[]) ?? []) };
    if (Object.keys(kept).length) cleaned[':@'] = kept;
    out.push(cleaned);
  }
  return out;
}

export function sanitizeSvg(input: string): string | null {
  const source = input.replace(/^\uFEFF/, '').trim();
  // Entities and DOCTYPEs are refused outright (entity expansion, external entities).
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) return null;
  if (XMLValidator.validate(source) !== true) return null;
  const options = {
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: attrPrefix,
    processEntities: true,
    htmlEntities: false,
  };
  const tree = new XMLParser({
    ...options,
    commentPropName: '#comment',
    cdataPropName: '#cdata',
    ignoreDeclaration: true,
    ignorePiTags: true,
  }).parse(source) as Node[];
  const roots = tree.filter((node) => !('#text' in node) || String(node['#text']).trim());
  if (roots.length !== 1 || !roots[0] || !('svg' in roots[0])) return null;
  const cleaned = cleanNodes(roots);
  const svg = cleaned[0];
  if (!svg) return null;
  const attrs = (svg[':@'] ?? {}) as Record<string, string>;
  svg[':@'] = { ...attrs, '@_xmlns': 'http://www.w3.org/2000/svg' };
  return new XMLBuilder({ ...options, suppressEmptyNode: true, suppressBooleanAttributes: false }).build(cleaned) as string;
}
