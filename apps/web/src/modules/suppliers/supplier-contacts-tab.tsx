import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Alert, Button, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import type { SupplierContact } from '@wb/contract/suppliers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactDialog } from './contact-dialog';
import { useContacts, useDeleteContact, useSetPrimaryContact } from './suppliers-api';
import { describeError } from '@/app/messages';

/** A supplier's contacts: exactly one is primary; any other can be made primary. */
export function SupplierContactsTab({ supplierId, canWrite }: { supplierId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const { data: contacts = [], error } = useContacts(supplierId);
  const setPrimary = useSetPrimaryContact(supplierId);
  const remove = useDeleteContact(supplierId);
  const [editing, setEditing] = useState<SupplierContact | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = (fn: () => Promise<unknown>) => fn().catch((err) => setFailure(describeError(t, err)));

  return (
    <Stack spacing={2}>
      {(error || failure) && <Alert severity="error">{failure ?? describeError(t, error)}</Alert>}
      {canWrite && (
        <Stack direction="row">
          <Button variant="outlined" onClick={() => setEditing('new')} data-testid="contact-add">
            {t('suppliers:contacts.add')}
          </Button>
        </Stack>
      )}
      <Table size="small" data-testid="contact-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('suppliers:contacts.name')}</TableCell>
            <TableCell>{t('suppliers:contacts.role')}</TableCell>
            <TableCell>{t('suppliers:contacts.email')}</TableCell>
            <TableCell>{t('suppliers:contacts.phone')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((c) => (
            <TableRow key={c.id} data-testid="contact-row" data-primary={c.isPrimary}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{c.name}</span>
                  {c.isPrimary && <Chip size="small" color="primary" label={t('suppliers:contacts.primary')} data-testid="primary-chip" />}
                </Stack>
              </TableCell>
              <TableCell>{c.role}</TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell>{[c.phone, c.mobile].filter(Boolean).join(' · ')}</TableCell>
              <TableCell align="right">
                {canWrite && (
                  <>
                    <span title={t('suppliers:contacts.makePrimary')}>
                      <IconButton
                        aria-label={t('suppliers:contacts.makePrimary')}
                        disabled={c.isPrimary}
                        onClick={() => void act(() => setPrimary.mutateAsync(c.id))}
                        data-testid="contact-set-primary"
                      >
                        {c.isPrimary ? <StarIcon color="warning" /> : <StarBorderIcon />}
                      </IconButton>
                    </span>
                    <IconButton aria-label={t('suppliers:contacts.edit')} onClick={() => setEditing(c)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={t('suppliers:contacts.delete')} onClick={() => void act(() => remove.mutateAsync(c.id))}>
                      <DeleteIcon />
                    </IconButton>
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {contacts.length === 0 && <Typography color="text.secondary">{t('suppliers:contacts.empty')}</Typography>}
      <ContactDialog
        supplierId={supplierId}
        contact={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
