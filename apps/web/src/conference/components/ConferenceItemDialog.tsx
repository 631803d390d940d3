import { TextField } from '@mui/material';
import {
  type ConferenceGroup,
  type ConferenceItem,
  type ConferenceItemKind,
  type ConferenceItemRequest,
  type ConferenceSite,
  conferenceInstant,
  conferenceLocalTime,
} from '@stride/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { useSubmit } from '../../shared/forms/use-submit';
import { toasts } from '../../shared/toasts/toast-store';
import { discardConferencePicture, useConferenceItemMutations } from '../api';
import { ConferenceGroupsField } from './ConferenceGroupsField';
import { ConferencePictureField, type PictureValue } from './ConferencePictureField';

type Fields = Record<
  'title' | 'body' | 'imageUrl' | 'link' | 'startsAt' | 'endsAt' | 'room' | 'speaker' | 'location' | 'openingDate',
  string
> & { sortOrder: string };

const fieldsOf = (item: ConferenceItem | undefined): Fields => ({
  title: item?.title ?? '',
  body: item?.body ?? '',
  imageUrl: item?.imageUrl ?? '',
  link: item?.link ?? '',
  startsAt: item?.startsAt ? conferenceLocalTime(item.startsAt) : '',
  endsAt: item?.endsAt ? conferenceLocalTime(item.endsAt) : '',
  room: item?.room ?? '',
  speaker: item?.speaker ?? '',
  location: item?.location ?? '',
  openingDate: item?.openingDate ?? '',
  sortOrder: String(item?.sortOrder ?? 0),
});

/** What each kind asks for besides title, text and picture. */
const kindFields: Record<ConferenceItemKind, (keyof Fields)[]> = {
  welcome: ['sortOrder'],
  session: ['startsAt', 'endsAt', 'room', 'speaker'],
  marketing: ['link', 'sortOrder'],
  catalog: ['link', 'sortOrder'],
  retail: ['location', 'openingDate'],
};
/** Sessions and retail openings cannot do without their own fields (the domain schema says so too). */
const requiredOf = (kind: ConferenceItemKind, name: keyof Fields) =>
  name === 'title' || ((kind === 'session' || kind === 'retail') && kindFields[kind].includes(name));
const inputTypes: Partial<Record<keyof Fields, string>> = {
  startsAt: 'datetime-local',
  endsAt: 'datetime-local',
  openingDate: 'date',
  sortOrder: 'number',
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the form holds besides its text fields. */
type Choices = { picture: PictureValue; groups: ConferenceGroup[] };

const requestOf = (kind: ConferenceItemKind, fields: Fields, choices: Choices): ConferenceItemRequest => ({
  kind,
  title: fields.title,
  body: fields.body,
  imageUrl: choices.picture.key ? null : orNull(fields.imageUrl),
  picture: choices.picture.key,
  groups: choices.groups,
  link: orNull(fields.link),
  startsAt: fields.startsAt ? conferenceInstant(fields.startsAt) : null,
  endsAt: fields.endsAt ? conferenceInstant(fields.endsAt) : null,
  room: orNull(fields.room),
  speaker: orNull(fields.speaker),
  location: orNull(fields.location),
  openingDate: orNull(fields.openingDate),
  sortOrder: Number(fields.sortOrder) || 0,
});

type Props = { site: ConferenceSite; kind: ConferenceItemKind; item?: ConferenceItem; onClose: () => void };

/** Adds or changes one item of a site; the server checks every field again and names the one it refuses. */
export const ConferenceItemDialog = ({ site, kind, item, onClose }: Props) => {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => fieldsOf(item));
  const [choices, setChoices] = useState<Choices>(() => ({
    picture: { key: item?.picture ?? null, preview: item?.pictureUrl ?? null },
    groups: item?.groups ?? [],
  }));
  const [uploading, setUploading] = useState(false);
  /** Pictures uploaded in this dialog: those the item is not saved with are deleted when it closes. */
  const uploadedHere = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const key of uploadedHere.current) void discardConferencePicture(site, key).catch(() => undefined);
    },
    [site],
  );
  const { save } = useConferenceItemMutations(site);
  const submit = useSubmit(() => save.mutateAsync({ _id: item?._id, fields: requestOf(kind, fields, choices) }));
  const field = (name: keyof Fields, multiline = false) => (
    <TextField
      key={name}
      label={t(`conference.fields.${name}`)}
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      type={inputTypes[name] ?? 'text'}
      slotProps={{ inputLabel: inputTypes[name] ? { shrink: true } : undefined }}
      error={submit.error?.field === name}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      required={requiredOf(kind, name)}
      fullWidth
    />
  );
  return (
    <FormDialog
      open
      title={t(item ? 'conference.editTitle' : 'conference.addTitle', { kind: t(`conference.kinds.${kind}`) })}
      submitLabel={t('conference.save')}
      busy={submit.busy}
      error={submit.error?.message ?? null}
      canSubmit={fields.title.trim() !== '' && !uploading}
      onClose={onClose}
      onSubmit={async () => {
        if ((await submit.submit()) === undefined) return;
        uploadedHere.current = uploadedHere.current.filter((key) => key !== choices.picture.key);
        toasts.show({ type: 'success', message: t('conference.saved') });
        onClose();
      }}
    >
      {field('title')}
      {field('body', true)}
      {kindFields[kind].map((name) => field(name))}
      {kind !== 'session' && (
        <ConferencePictureField
          site={site}
          value={choices.picture}
          linkedPicture={orNull(fields.imageUrl)}
          onUploadingChange={setUploading}
          onChange={(picture) => {
            if (picture.key) uploadedHere.current.push(picture.key);
            setChoices((current) => ({ ...current, picture }));
            setFields((current) => ({ ...current, imageUrl: '' }));
          }}
          onRemove={() => {
            setChoices((current) => ({ ...current, picture: { key: null, preview: null } }));
            setFields((current) => ({ ...current, imageUrl: '' }));
          }}
        />
      )}
      {kind !== 'session' && choices.picture.key === null && field('imageUrl')}
      <ConferenceGroupsField
        value={choices.groups}
        onChange={(groups) => setChoices((current) => ({ ...current, groups }))}
        error={submit.error?.field === 'groups'}
      />
    </FormDialog>
  );
};
