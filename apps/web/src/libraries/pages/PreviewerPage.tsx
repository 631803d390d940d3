import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilePreview, fileDownloadUrl } from '../components/FilePreview';

/** /advertising/libraries/previewer?file=…&name=…&type=…: one library file on a page of its own. */
const PreviewerPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fileId = params.get('file') ?? '';
  const filename = params.get('name') ?? '';
  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, wordBreak: 'break-all' }}>
          {filename || t('libraries.previewer.title')}
        </Typography>
        {fileId && (
          <Button variant="contained" startIcon={<DownloadIcon />} href={fileDownloadUrl(fileId)} download>
            {t('libraries.previewer.download')}
          </Button>
        )}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', bgcolor: 'grey.100' }}>
        <FilePreview fileId={fileId} filename={filename} contentType={fileId ? params.get('type') : null} />
      </Box>
    </Container>
  );
};

export default PreviewerPage;
