import {
  Avatar,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { Asset } from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPreviewer, markAssetSeen } from '../../libraries';
import { queryKeys } from '../../shared/api/query-keys';
import { useLatestStepAssets } from '../api';

/**
 * The newest STEP training assets, the unseen ones marked New; one opens in the library's
 * previewer and counts as seen (spec part 1 §3 StepAsset userFlag).
 */
export const LatestStepAssets = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useLatestStepAssets(true);
  const [previewed, setPreviewed] = useState<Asset | null>(null);

  const preview = (asset: Asset) => {
    setPreviewed(asset);
    if (asset.seen) return;
    markAssetSeen(asset._id)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.latestStep }))
      .catch((error: unknown) => console.warn('Seen flag not saved', error));
  };

  const assets = latest.data ?? [];
  return (
    <>
      {latest.isPending && <LinearProgress aria-label={t('salesTools.step.loading')} />}
      {latest.isSuccess && assets.length === 0 && (
        <Typography color="text.secondary">{t('salesTools.step.empty')}</Typography>
      )}
      <List dense aria-label={t('salesTools.step.latest')}>
        {assets.map((asset) => (
          <ListItem key={asset._id} disablePadding>
            <ListItemButton onClick={() => preview(asset)} disabled={!asset.primaryFile}>
              <ListItemAvatar>
                <Avatar variant="rounded" src={asset.primaryFile?.thumbnail ?? undefined} alt="" />
              </ListItemAvatar>
              <ListItemText
                primary={asset.name}
                secondary={[asset.assetType, asset.lang, asset.season && `${asset.season} ${asset.year ?? ''}`]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {!asset.seen && <Chip size="small" color="secondary" label={t('salesTools.step.new')} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <AssetPreviewer asset={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
};
