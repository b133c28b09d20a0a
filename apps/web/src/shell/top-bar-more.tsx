import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/app/lazy-named';

// The menu loads at the first tap, not with every page.
const TopBarMoreMenu = lazyNamed(() => import('./top-bar-more-menu'), 'TopBarMoreMenu');

/** On a phone, the top bar's last button: what does not fit beside it (language, user, sign-out). */
export function TopBarMore() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={t('shell:topBar.more')}
        title={t('shell:topBar.more')}
        aria-haspopup="menu"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setWanted(true);
        }}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        data-testid="top-bar-more"
      >
        <MoreVertIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <TopBarMoreMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
