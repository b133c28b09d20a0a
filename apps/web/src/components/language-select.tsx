import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/app/lazy-named';

// The menu (MUI's Menu, Popover and Modal) loads at the first click, not with the first page.
const LanguageMenu = lazyNamed(() => import('./language-menu'), 'LanguageMenu');

export function LanguageSelect() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {/* No Tooltip here: it would pull the popper into the sign-in page's bundle. */}
      <IconButton
        color="inherit"
        aria-label={t('shell:topBar.language')}
        title={t('shell:topBar.language')}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        data-testid="language-button"
      >
        <TranslateIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
