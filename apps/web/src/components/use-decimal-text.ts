import { formatDecimalInput, parseDecimal } from '@wb/domain/format/decimal-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Shown = { text: string; value: string; language: string };

/**
 * The text of a decimal input in the user's language, for a value the form holds canonically.
 * The form gets "4.95" whether "4,95", "4.95" or "٤٫٩٥" was typed (or the text itself while it
 * is no number, so the form's check can say so); the input shows "4,95" in Dutch and Turkish,
 * "4.95" in English and Arabic, never padded to 4 decimals, at least `minDecimals` when left.
 */
export function useDecimalText(value: string | null | undefined, onChange: (value: string) => void, minDecimals = 0) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const current = value ?? '';
  const show = (v: string) => (v === '' ? '' : formatDecimalInput(v, language, minDecimals));
  const [shown, setShown] = useState<Shown>(() => ({ text: show(current), value: current, language }));
  // A value set from outside (loaded, reset, computed) or another language: shown afresh.
  if (shown.value !== current || shown.language !== language) setShown({ text: show(current), value: current, language });
  return {
    text: shown.value !== current || shown.language !== language ? show(current) : shown.text,
    onChange: (text: string) => {
      const next = text.trim() === '' ? '' : (parseDecimal(text, language) ?? text);
      setShown({ text, value: next, language });
      if (next !== current) onChange(next);
    },
    /** Tidies the text when the field is left: "4.9" → "4,90" (money, Dutch). */
    onBlur: () => {
      const parsed = parseDecimal(shown.text, language);
      if (parsed !== null) setShown({ text: show(parsed), value: shown.value, language });
    },
  };
}
