import { Link, Stack, TextField, Typography } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { AssortmentFileField } from '../../files/AssortmentFileField';
import type { SortActions } from '../use-sort-actions';

/** Max length of a group's html (customContentSchema). */
const HTML_MAX = 100_000;

type Props = { assortmentId: string; group: GroupSortGroup; actions: SortActions };

/**
 * A group's custom content (spec part 1 §3 "customContent per displayGroup"): its html, saved
 * DEBOUNCE_MS.customContentAndTree after the last keystroke, its preview image and the source
 * file the preview was made from, each uploaded through the multipart protocol.
 */
export const GroupContentTab = ({ assortmentId, group, actions }: Props) => {
  const { t } = useTranslation();
  const content = group.customContent;
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        label={t('groupSort.content.label', { title: group.title })}
        helperText={t('groupSort.content.help')}
        value={content?.html ?? ''}
        onChange={(event) => actions.setHtml(group.title, event.target.value)}
        multiline
        minRows={6}
        fullWidth
        slotProps={{ htmlInput: { maxLength: HTML_MAX, spellCheck: true } }}
        sx={{ fontFamily: 'monospace' }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <Stack sx={{ flex: 1, gap: 1 }}>
          <Typography variant="subtitle2">{t('assortmentFiles.groupContent.preview')}</Typography>
          <AssortmentFileField
            assortmentId={assortmentId}
            usageType="displayGroup"
            attachTo={group.title}
            current={
              content?.previewJpg ? (
                <img
                  src={content.previewJpg}
                  alt={t('assortmentFiles.groupContent.previewAlt', { title: group.title })}
                  style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }}
                />
              ) : (
                <Typography color="text.secondary">{t('assortmentFiles.groupContent.noPreview')}</Typography>
              )
            }
            uploadLabel={t(
              content?.previewJpg ? 'assortmentFiles.replace' : 'assortmentFiles.groupContent.uploadPreview',
            )}
            onUploaded={(file) => actions.setFile(group.title, 'previewJpg', file.url)}
            remove={
              content?.previewJpg
                ? {
                    label: t('assortmentFiles.groupContent.removePreview'),
                    onRemove: () => actions.setFile(group.title, 'previewJpg', null),
                  }
                : undefined
            }
          />
        </Stack>
        <Stack sx={{ flex: 1, gap: 1 }}>
          <Typography variant="subtitle2">{t('assortmentFiles.groupContent.source')}</Typography>
          <AssortmentFileField
            assortmentId={assortmentId}
            usageType="displayGroupSource"
            attachTo={group.title}
            current={
              content?.sourceFile ? (
                <Link href={`${content.sourceFile}?download=1`} download>
                  {t('assortmentFiles.groupContent.download')}
                </Link>
              ) : (
                <Typography color="text.secondary">{t('assortmentFiles.groupContent.noSource')}</Typography>
              )
            }
            uploadLabel={t(
              content?.sourceFile ? 'assortmentFiles.replace' : 'assortmentFiles.groupContent.uploadSource',
            )}
            onUploaded={(file) => actions.setFile(group.title, 'sourceFile', file.url)}
            remove={
              content?.sourceFile
                ? {
                    label: t('assortmentFiles.groupContent.removeSource'),
                    onRemove: () => actions.setFile(group.title, 'sourceFile', null),
                  }
                : undefined
            }
          />
        </Stack>
      </Stack>
    </Stack>
  );
};
