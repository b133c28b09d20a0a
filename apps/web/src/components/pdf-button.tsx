import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Button } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';

type Props = {
  /** Fetches the PDF and opens it; a refusal is shown under the button. */
  open: () => Promise<void>;
  label: string;
  /** The button's test id; its error is `${testId}-error`. */
  testId: string;
  disabled?: boolean;
  /** Where the error sits in a grid (it takes the whole row there). */
  errorSx?: SxProps<Theme>;
};

/** A button that opens a document as a PDF, with the server's reason when it cannot. */
export function PdfButton({ open, label, testId, disabled, errorSx }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        disabled={disabled}
        onClick={() => {
          setError(null);
          void open().catch((err: unknown) => setError(describeError(t, err)));
        }}
        data-testid={testId}
      >
        {label}
      </Button>
      {error && (
        <Alert severity="error" sx={errorSx} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
    </>
  );
}
