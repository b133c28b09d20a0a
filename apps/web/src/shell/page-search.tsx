import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/app/lazy-named';

// The dialog (a text field, a list) loads on the first search, not with every page.
const PageSearchDialog = lazyNamed(() => import('./page-search-dialog'), 'PageSearchDialog');

/** The top bar's search button. */
export function PageSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell:topBar.search')}
        title={t('shell:topBar.search')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <PageSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
