import { Link, Stack, TextField, Typography } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import type { ReactNode } from 'react';
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
        <GroupFileSlot
          assortmentId={assortmentId}
          group={group}
          actions={actions}
          field="previewJpg"
          shown={(url) => (
            <img
              src={url}
              alt={t('assortmentFiles.groupContent.previewAlt', { title: group.title })}
              style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }}
            />
          )}
        />
        <GroupFileSlot
          assortmentId={assortmentId}
          group={group}
          actions={actions}
          field="sourceFile"
          shown={(url) => (
            <Link href={`${url}?download=1`} download>
              {t('assortmentFiles.groupContent.download')}
            </Link>
          )}
        />
      </Stack>
    </Stack>
  );
};

/** The two file slots of a group: what each takes, and the texts of its upload and removal. */
const slots = {
  previewJpg: {
    usageType: 'displayGroup',
    text: 'preview',
    upload: 'uploadPreview',
    none: 'noPreview',
    remove: 'removePreview',
  },
  sourceFile: {
    usageType: 'displayGroupSource',
    text: 'source',
    upload: 'uploadSource',
    none: 'noSource',
    remove: 'removeSource',
  },
} as const;

type SlotProps = Props & { field: keyof typeof slots; shown: (url: string) => ReactNode };

/** A group's preview image or source file: what it holds, replaced by an upload or removed. */
const GroupFileSlot = ({ assortmentId, group, actions, field, shown }: SlotProps) => {
  const { t } = useTranslation();
  const slot = slots[field];
  const url = group.customContent?.[field] ?? null;
  const text = (key: string) => t(`assortmentFiles.groupContent.${key}`);
  return (
    <Stack sx={{ flex: 1, gap: 1 }}>
      <Typography variant="subtitle2">{text(slot.text)}</Typography>
      <AssortmentFileField
        assortmentId={assortmentId}
        usageType={slot.usageType}
        attachTo={group.title}
        current={url ? shown(url) : <Typography color="text.secondary">{text(slot.none)}</Typography>}
        uploadLabel={url ? t('assortmentFiles.replace') : text(slot.upload)}
        onUploaded={(file) => actions.setFile(group.title, field, file.url)}
        remove={
          url ? { label: text(slot.remove), onRemove: () => actions.setFile(group.title, field, null) } : undefined
        }
      />
    </Stack>
  );
};
