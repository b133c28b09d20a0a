import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualRows } from './virtual-rows';

describe('VirtualRows', () => {
  it('puts only the rows in view (and a few around them) in the page', () => {
    const items = Array.from({ length: 1000 }, (_, i) => `line ${i}`);
    render(<VirtualRows items={items} rowHeight={50} maxHeight={500} getKey={(item) => item} renderRow={(item) => <span>{item}</span>} />);
    expect(screen.getByText('line 0')).toBeTruthy();
    expect(screen.getByText('line 9')).toBeTruthy();
    expect(screen.queryByText('line 100')).toBeNull();
    expect(document.querySelectorAll('[role="row"]').length).toBeLessThanOrEqual(20);
  });
});
