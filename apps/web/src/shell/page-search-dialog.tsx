import { Dialog, DialogContent, DialogTitle, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { visibleNavItems } from '@/app/navigation';

/** Jump to any page the user may open, by typing part of its name. Loaded on the first search. */
export function PageSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const pages = user ? visibleNavItems(user).map((item) => ({ ...item, label: t(item.labelKey) })) : [];
  const matches = pages.filter((page) => page.label.toLowerCase().includes(term.trim().toLowerCase()));
  const go = (path: string) => {
    onClose();
    setTerm('');
    void navigate(path);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('shell:search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          value={term}
          placeholder={t('shell:search.placeholder')}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && matches[0]) go(matches[0].path);
          }}
        />
        <List>
          {matches.map((page) => (
            <ListItemButton key={page.key} onClick={() => go(page.path)} sx={{ minHeight: 48 }}>
              <ListItemText primary={page.label} />
            </ListItemButton>
          ))}
        </List>
        {matches.length === 0 && <Typography color="text.secondary">{t('shell:search.empty')}</Typography>}
      </DialogContent>
    </Dialog>
  );
}
