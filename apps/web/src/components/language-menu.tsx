import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@/app/i18n';

type Props = { anchor: HTMLElement | null; onClose: () => void };

/** The languages to choose from; a chunk of its own, loaded at the first click on the language button. */
export function LanguageMenu({ anchor, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={i18n.language === language}
          data-testid={`language-${language}`}
          onClick={() => {
            onClose();
            void changeLanguage(language);
          }}
        >
          {t(`shell:languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
