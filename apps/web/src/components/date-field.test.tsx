import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/app/i18n';
import { DateField } from './date-field';

let held: string | null = null;
function Form({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  held = value;
  return <DateField label="Orderdatum" value={value} onChange={setValue} testId="order-date" />;
}
const input = () => screen.getByTestId('order-date') as HTMLInputElement;

afterEach(async () => {
  cleanup();
  await changeLanguage('nl');
});

describe('the date field', { timeout: 30_000 }, () => {
  it('shows and reads a date the Dutch way (dd-mm-jjjj), holding an ISO date', () => {
    render(<Form initial="2031-06-30" />);
    expect(input().value).toBe('30-06-2031');
    fireEvent.change(input(), { target: { value: '01-07-2031' } });
    expect(held).toBe('2031-07-01');
  });

  it('is never mm/dd/yyyy: English (British) day first, Turkish with dots', async () => {
    await changeLanguage('en');
    render(<Form initial="2031-06-30" />);
    expect(input().value).toBe('30/06/2031');
    cleanup();
    await changeLanguage('tr');
    render(<Form initial="2031-06-30" />);
    expect(input().value).toBe('30.06.2031');
  });

  it('says nothing is chosen while empty', () => {
    render(<Form initial={null} />);
    expect(input().value).toBe('');
    expect(held).toBeNull();
  });
});
