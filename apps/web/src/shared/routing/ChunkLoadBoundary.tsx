import { Alert, Box, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './chunk-load-failure';

const ChunkLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('errors.chunkLoad')}
      </Alert>
    </Box>
  );
};

type Props = {
  /** Makes the page load afresh if its last load failed; called on mount and on Try again. */
  renewAfterFailure: () => void;
  renderPage: () => ReactNode;
};

/**
 * Around a lazily loaded page: a load that failed leaves the page with a Try again button, and the
 * next visit loads again. Other errors pass on to the router's error handling.
 */
export class ChunkLoadBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  constructor(props: Props) {
    super(props);
    props.renewAfterFailure();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.renewAfterFailure();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.renderPage();
    if (error instanceof ChunkLoadError) return <ChunkLoadFailed onRetry={this.retry} />;
    throw error;
  }
}
