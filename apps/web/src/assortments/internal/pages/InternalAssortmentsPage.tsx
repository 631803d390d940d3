import AddIcon from '@mui/icons-material/Add';
import { Button, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  type Assortment,
  type AssortmentState,
  accessRules,
  checkAccess,
  mayEditInternalAssortment,
  productTypes,
  type SeasonChannel,
  seasonNames,
  seasonRegions,
} from '@stride/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message';
import { useCurrentUser } from '../../../shared/session/session-store';
import { toasts } from '../../../shared/toasts/toast-store';
import { type InternalListFilters, useInternalAssortments, useInternalStatusChange } from '../api';
import { InternalAssortmentDialog } from '../components/InternalAssortmentDialog';
import { InternalAssortmentGrid } from '../components/InternalAssortmentGrid';

const filterNames = ['season', 'year', 'region', 'productType'] as const;

/**
 * /product/assortments/internal/wholesale and /internal/retail (spec part 1 §2): the channel's
 * internal assortments the person's internal access covers, by season, year, region and product
 * type (kept in the address), with 'Select Assortment Attributes' to plan a new one.
 */
const InternalAssortmentsPage = ({ channel }: { channel: SeasonChannel }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters: InternalListFilters = {
    channel,
    season: search.get('season') ?? undefined,
    year: search.get('year') ? Number(search.get('year')) : undefined,
    region: search.get('region') ?? undefined,
    productType: search.get('productType') ?? undefined,
  };
  const list = useInternalAssortments(filters);
  const statusChange = useInternalStatusChange();
  const [creating, setCreating] = useState(false);
  const user = useCurrentUser();
  const canCreate = checkAccess(user, accessRules.internalAssortmentData);
  const mayEdit = useCallback((row: Assortment) => mayEditInternalAssortment(user, row), [user]);
  const changeStatus = useCallback(
    (row: Assortment, state: AssortmentState) =>
      statusChange.mutate(
        { id: row._id, state },
        {
          onError: (error) =>
            toasts.show({
              type: 'error',
              message: t('assortmentManager.errors.save', { message: errorMessage(t, error) }),
            }),
        },
      ),
    [statusChange.mutate, t],
  );
  const setFilter = (name: (typeof filterNames)[number], value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const thisYear = new Date().getFullYear();
  const choices: Record<(typeof filterNames)[number], { value: string; label: string }[]> = {
    season: seasonNames.map((value) => ({ value, label: t(`assortmentManager.seasons.${value}`) })),
    year: [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((year) => ({
      value: String(year),
      label: String(year),
    })),
    region: seasonRegions.map((value) => ({ value, label: t(`assortmentManager.regions.${value}`) })),
    productType: productTypes.map((value) => ({ value, label: t(`productSearch.productTypes.${value}`) })),
  };

  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t(`internalAssortments.title.${channel}`)}
        </Typography>
        {canCreate && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('internalAssortments.new')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" role="search" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {filterNames.map((name) => (
          <TextField
            key={name}
            select
            size="small"
            sx={{ minWidth: 160 }}
            label={t(`internalAssortments.fields.${name}`)}
            value={search.get(name) ?? ''}
            onChange={(event) => setFilter(name, event.target.value)}
          >
            <MenuItem value="">{t('internalAssortments.any')}</MenuItem>
            {choices[name].map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {list.data ? t('internalAssortments.count', { count: list.data.totalCount }) : ''}
        </Typography>
      </Stack>
      <InternalAssortmentGrid
        rows={list.data?.data ?? []}
        busy={list.isFetching}
        onStatusChange={changeStatus}
        mayEdit={mayEdit}
      />
      <InternalAssortmentDialog
        open={creating}
        channel={channel}
        defaults={filters}
        onClose={() => setCreating(false)}
      />
    </Container>
  );
};

export default InternalAssortmentsPage;
