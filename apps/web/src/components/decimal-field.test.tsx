import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/app/i18n';
import { DecimalField } from './decimal-field';

let held = '';
function Form({ initial, minDecimals }: { initial: string; minDecimals?: number }) {
  const [value, setValue] = useState(initial);
  held = value;
  return (
    <DecimalField
      label="Prijs"
      value={value}
      onChange={setValue}
      minDecimals={minDecimals}
      slotProps={{ htmlInput: { 'data-testid': 'price' } }}
    />
  );
}
const input = () => screen.getByTestId('price') as HTMLInputElement;

afterEach(async () => {
  cleanup();
  await changeLanguage('nl');
});

describe('the decimal field', () => {
  it('shows a stored price the Dutch way, never padded to 4 decimals', () => {
    render(<Form initial="4.9500" />);
    expect(input().value).toBe('4,95');
  });

  it('accepts "4,95" and "4.95" and hands the form "4.95"', () => {
    render(<Form initial="" minDecimals={2} />);
    fireEvent.change(input(), { target: { value: '4,95' } });
    expect(held).toBe('4.95');
    expect(input().value).toBe('4,95');
    fireEvent.change(input(), { target: { value: '4.9' } });
    expect(held).toBe('4.9');
    fireEvent.blur(input());
    expect(input().value).toBe('4,90');
    fireEvent.change(input(), { target: { value: '1.234,5' } });
    expect(held).toBe('1234.5');
  });

  it('hands over text that is no number as it is, for the form to refuse', () => {
    render(<Form initial="" />);
    fireEvent.change(input(), { target: { value: '4,9,5' } });
    expect(held).toBe('4,9,5');
    expect(input().value).toBe('4,9,5');
  });

  it('follows the language: a dot in English, Latin digits in Arabic (Arabic-Indic ones are read)', async () => {
    await changeLanguage('en');
    render(<Form initial="4.9500" />);
    expect(input().value).toBe('4.95');
    cleanup();
    await changeLanguage('ar');
    render(<Form initial="1234.5" minDecimals={2} />);
    expect(input().value).toBe('1234.50');
    fireEvent.change(input(), { target: { value: '٤٫٩٥' } });
    expect(held).toBe('4.95');
  });
});
