import { searchSettingsSchema } from '@wb/contract/settings';
import { describe, expect, it } from 'vitest';
import { searchDefaults } from './workspace-settings';

describe('the search defaults the shell writes out', () => {
  it('are those of the contract', () => {
    expect(searchDefaults).toEqual(searchSettingsSchema.parse({}));
  });
});
