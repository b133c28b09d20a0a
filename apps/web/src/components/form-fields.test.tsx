import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormNumberField, FormTextField } from './form-fields';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { code: 'A', days: 3 } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

afterEach(cleanup);

describe('the form fields', () => {
  it('bind to the surrounding form and take field-<name> as test id unless one is given', () => {
    render(
      <Form>
        <FormTextField name="code" label="Code" />
        <FormTextField name="code" label="Code 2" slotProps={{ htmlInput: { 'data-testid': 'own-id' } }} />
        <FormNumberField name="days" label="Days" testId="days-id" min={0} />
      </Form>,
    );
    expect((screen.getByTestId('field-code') as HTMLInputElement).value).toBe('A');
    expect(screen.getByTestId('own-id')).toBeTruthy();
    const days = screen.getByTestId('days-id') as HTMLInputElement;
    expect(days.value).toBe('3');
    expect(days.min).toBe('0');
  });
});
