import { describe, expect, it } from 'vitest';
import en from '@/locales/en/orders.json';

describe('the orders texts', () => {
  it("keep the spec's messages word for word in English", () => {
    expect(en.messages.loadItemsFailed).toBe('Failed to load items. Please refresh the page.');
    expect(en.messages.loadRoutesFailed).toBe('Failed to load routes. Using default routes.');
    expect(en.messages.updateFailed).toBe('Failed to update order');
    expect(en.statusEditor.messages.sameStatus).toBe('cannot transition to the same status');
    expect(en.statusEditor.messages.transitionExists).toBe('transition already exists');
    expect(en.statusEditor.messages.addTransitionFailed).toBe('Failed to add transition');
    expect(en.statusEditor.messages.deleteTransitionFailed).toBe('Failed to delete transition');
    expect(en.statusEditor.messages.saveFailed).toBe('Failed to save settings');
  });
});
