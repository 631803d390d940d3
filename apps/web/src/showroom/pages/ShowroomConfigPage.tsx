import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SlideshowIcon from '@mui/icons-material/SlideshowOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  type Assortment,
  type DigitalShowroomSettings,
  digitalShowroomSettingsSchema,
  SHOWROOM_DEFAULT_BACKGROUND,
  type ShowroomStartScreen,
  showroomSettingsOf,
  showroomStartScreens,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/error-message';
import { assortmentPath } from '../../shared/routing/assortment-paths';
import { toasts } from '../../shared/toasts/toast-store';
import { useSaveShowroomSettings, useShowroomAssortment } from '../api';
import { showroomConfigPath, showroomPath } from '../showroom-paths';

const toggles = ['assortmentStatusOnly', 'showPrices', 'showAvailability'] as const;

const SettingsForm = ({ assortment }: { assortment: Assortment }) => {
  const { t } = useTranslation();
  const save = useSaveShowroomSettings();
  const [settings, setSettings] = useState<DigitalShowroomSettings>(() =>
    showroomSettingsOf(assortment.uiSettings.digitalShowroomSettings),
  );
  const valid = digitalShowroomSettingsSchema.safeParse(settings).success;
  const change = (patch: Partial<DigitalShowroomSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const submit = () =>
    save.mutate(
      { assortment, settings },
      {
        onSuccess: () => toasts.show({ type: 'success', message: t('showroom.config.saved') }),
        onError: (error) => toasts.show({ type: 'error', message: errorMessage(t, error) }),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack
        spacing={3}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormControl>
          <FormLabel id="showroom-start-screen">{t('showroom.config.startScreen')}</FormLabel>
          <RadioGroup
            aria-labelledby="showroom-start-screen"
            value={settings.startScreen}
            onChange={(_, value) => change({ startScreen: value as ShowroomStartScreen })}
          >
            {showroomStartScreens.map((screen) => (
              <FormControlLabel
                key={screen}
                value={screen}
                control={<Radio />}
                label={t(`showroom.config.startScreens.${screen}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack spacing={1}>
          {toggles.map((toggle) => (
            <FormControlLabel
              key={toggle}
              control={<Switch checked={settings[toggle]} onChange={(_, checked) => change({ [toggle]: checked })} />}
              label={
                <Box>
                  <Typography>{t(`showroom.config.${toggle}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`showroom.config.${toggle}Help`)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            label={t('showroom.config.background')}
            value={settings.background}
            onChange={(event) => change({ background: event.target.value })}
            error={!valid}
            helperText={valid ? t('showroom.config.backgroundHelp') : t('showroom.config.backgroundInvalid')}
            sx={{ width: 260 }}
          />
          <Box
            component="input"
            type="color"
            aria-label={t('showroom.config.backgroundPicker')}
            value={valid ? settings.background : SHOWROOM_DEFAULT_BACKGROUND}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => change({ background: event.target.value })}
            sx={{ width: 56, height: 40, border: 0, p: 0, bgcolor: 'transparent' }}
          />
          <Button onClick={() => change({ background: SHOWROOM_DEFAULT_BACKGROUND })}>
            {t('showroom.config.backgroundDefault')}
          </Button>
        </Stack>
        <Box sx={{ height: 48, borderRadius: 1, bgcolor: valid ? settings.background : 'transparent' }} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!valid || save.isPending}>
            {t('showroom.config.save')}
          </Button>
          <Button
            component={RouterLink}
            to={showroomPath(assortment._id)}
            state={{ exitTo: showroomConfigPath(assortment._id) }}
            startIcon={<SlideshowIcon />}
          >
            {t('showroom.config.open')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};

/** /product/assortments/assortment/{id}/showroom-config: the assortment's digitalShowroomSettings. */
const ShowroomConfigPage = () => {
  const { t } = useTranslation();
  const { assortmentId = '' } = useParams();
  const assortment = useShowroomAssortment(assortmentId);
  const loaded = assortment.data;
  return (
    <Container maxWidth="md" sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Button component={RouterLink} to={assortmentPath(assortmentId)} startIcon={<ArrowBackIcon />}>
          {t('showroom.config.back')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('showroom.config.title', { title: loaded?.title ?? '' })}
        </Typography>
      </Stack>
      {assortment.isError && (
        <Alert severity="error">{t('showroom.loadFailed', { message: errorMessage(t, assortment.error) })}</Alert>
      )}
      {!loaded && !assortment.isError && <CircularProgress aria-label={t('showroom.loading')} />}
      {loaded?.method === 'dynamic' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('showroom.config.dynamic')}
        </Alert>
      )}
      {loaded && <SettingsForm key={loaded._id} assortment={loaded} />}
    </Container>
  );
};

export default ShowroomConfigPage;
