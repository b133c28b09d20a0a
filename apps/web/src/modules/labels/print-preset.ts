import type { LabelTemplateType } from '@wb/contract/labels';

/** What a page that prints labels knows already: the kind of label, the item and lot, or the order. */
export type PrintPreset = {
  type: LabelTemplateType;
  item?: { id: string; sku: string; name: string };
  lotId?: string;
  order?: { id: string; orderNumber: string };
};
