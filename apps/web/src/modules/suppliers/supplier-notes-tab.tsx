import DeleteIcon from '@mui/icons-material/Delete';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, IconButton, Paper, TextField, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import { createNoteInputSchema } from '@wb/contract/suppliers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import { useDeleteNote, useNotes, useSaveNote, useToggleImportant } from './suppliers-api';
import { describeError, translateMessage } from '@/app/messages';

/** A supplier's notes: important ones first; each can be flagged important or not. */
export function SupplierNotesTab({ supplierId, canWrite }: { supplierId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: notes = [] } = useNotes(supplierId);
  const save = useSaveNote(supplierId);
  const toggle = useToggleImportant(supplierId);
  const remove = useDeleteNote(supplierId);
  const [content, setContent] = useState('');
  const [important, setImportant] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async () => {
    const parsed = createNoteInputSchema.safeParse({ content, isImportant: important });
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: null, input: parsed.data });
      setContent('');
      setImportant(false);
    } catch (err) {
      setFailure(describeError(t, err));
    }
  };
  const act = (fn: () => Promise<unknown>) => fn().catch((err) => setFailure(describeError(t, err)));

  return (
    <Stack spacing={2}>
      {failure && <Alert severity="error">{failure}</Alert>}
      {canWrite && (
        <Stack spacing={1}>
          <TextField
            multiline
            minRows={2}
            label={t('suppliers:notes.new')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            error={!!error}
            helperText={error}
            slotProps={{ htmlInput: { 'data-testid': 'note-content' } }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={important}
                  onChange={(e) => setImportant(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'note-important' } as object }}
                />
              }
              label={t('suppliers:notes.important')}
            />
            <Button variant="outlined" onClick={() => void add()} disabled={save.isPending} data-testid="note-add">
              {t('suppliers:notes.add')}
            </Button>
          </Stack>
        </Stack>
      )}
      {notes.map((note) => (
        <Paper
          key={note.id}
          variant="outlined"
          data-testid="note-card"
          data-important={note.isImportant}
          sx={note.isImportant ? { borderColor: 'warning.main' } : undefined}
        >
          <Box sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Stack spacing={1}>
                {note.isImportant && (
                  <Chip size="small" color="warning" label={t('suppliers:notes.important')} sx={{ alignSelf: 'flex-start' }} />
                )}
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.content}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[note.createdByName, formatDateTime(note.createdAt, i18n.language)].filter(Boolean).join(' · ')}
                </Typography>
              </Stack>
              {canWrite && (
                <Stack direction="row">
                  <IconButton
                    aria-label={t('suppliers:notes.toggle')}
                    onClick={() => void act(() => toggle.mutateAsync(note.id))}
                    data-testid="note-toggle"
                  >
                    <PriorityHighIcon color={note.isImportant ? 'warning' : 'inherit'} />
                  </IconButton>

                  <IconButton aria-label={t('suppliers:notes.delete')} onClick={() => void act(() => remove.mutateAsync(note.id))}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              )}
            </Stack>
          </Box>
        </Paper>
      ))}
      {notes.length === 0 && <Typography color="text.secondary">{t('suppliers:notes.empty')}</Typography>}
    </Stack>
  );
}
