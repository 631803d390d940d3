import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { isUiLanguage, uiLanguages } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames } from '../../i18n/i18n';
import { narrowHidden } from './narrow-hidden';
import { useMenuAutoClose } from './use-menu-auto-close';

export const LanguageMenu = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const autoClose = useMenuAutoClose(() => setAnchor(null));
  const current = isUiLanguage(i18n.language) ? i18n.language : 'en-US';
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name starts with the words shown, then says what the button is (WCAG 2.5.3 Label in Name).
        aria-label={`${languageNames[current]}, ${t('shell.language')}`}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0 }}
      >
        <Box component="span" sx={narrowHidden}>
          {languageNames[current]}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: autoClose }}>
        {uiLanguages.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            lang={language}
            onClick={async () => {
              setAnchor(null);
              await changeLanguage(language);
            }}
          >
            {languageNames[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
