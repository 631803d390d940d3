import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const fileContentUrl = (fileId: string) => `/api/assets/files/${encodeURIComponent(fileId)}`;
export const fileDownloadUrl = (fileId: string) => `${fileContentUrl(fileId)}?download=1`;

export type PreviewKind = 'image' | 'pdf' | 'video' | 'none';
const previewKindOf = (contentType: string | null | undefined): PreviewKind => {
  if (!contentType) return 'none';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('video/')) return 'video';
  return 'none';
};

type FilePreviewProps = { fileId: string; filename: string; contentType: string | null };

/** A file shown as the browser shows it: a picture, a pdf in a frame, a video with controls. */
export const FilePreview = ({ fileId, filename, contentType }: FilePreviewProps) => {
  const { t } = useTranslation();
  const url = fileContentUrl(fileId);
  const frame = { width: '100%', height: '100%', border: 0, display: 'block' } as const;
  switch (previewKindOf(contentType)) {
    case 'image':
      return (
        <Box
          component="img"
          src={url}
          alt={filename}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block', m: 'auto' }}
        />
      );
    case 'pdf':
      return <iframe src={url} title={filename} style={frame} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: library videos come without caption tracks
        <video src={url} controls style={{ ...frame, objectFit: 'contain' }} aria-label={filename} />
      );
    default:
      return (
        <Typography color="text.secondary" sx={{ m: 'auto', p: 4, textAlign: 'center' }}>
          {t('libraries.previewer.noPreview')}
        </Typography>
      );
  }
};
