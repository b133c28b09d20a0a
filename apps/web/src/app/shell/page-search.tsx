import SearchIcon from '@mui/icons-material/Search';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { visibleNavItems } from '@/app/navigation';

/** The top bar's search: jump to any page the user may open, by typing part of its name. */
export function PageSearch() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const pages = user ? visibleNavItems(user.role).map((item) => ({ ...item, label: t(item.labelKey) })) : [];
  const matches = pages.filter((page) => page.label.toLowerCase().includes(term.trim().toLowerCase()));
  const go = (path: string) => {
    setOpen(false);
    setTerm('');
    void navigate(path);
  };
  return (
    <>
      <Tooltip title={t('shell:topBar.search')}>
        <IconButton color="inherit" aria-label={t('shell:topBar.search')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
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
    </>
  );
}
