import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@/app/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {/* No Tooltip here: it would pull the popper into the sign-in page's bundle. */}
      <IconButton
        color="inherit"
        aria-label={t('shell:topBar.language')}
        title={t('shell:topBar.language')}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="language-button"
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={i18n.language === language}
            data-testid={`language-${language}`}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(language);
            }}
          >
            {t(`shell:languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
