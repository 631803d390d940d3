import { Badge, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import {
  addFilterChip,
  type LocationConfig,
  lineStatuses,
  type ProductFacetRequest,
  type ProductFilterChip,
  type ProductFilterModule,
  type ProductSearchState,
  productFilterKeys,
  productFilterModulesByType,
  productTypes,
} from '@stride/domain';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from './panels/FilterPanel';

type ProductFilterBarProps = {
  state: ProductSearchState;
  onChange: (update: (current: ProductSearchState) => ProductSearchState) => void;
  locations: readonly LocationConfig[];
  facetQuery: ProductFacetRequest['query'];
  /** The product type and location belong to the embedding screen (a dynamic assortment's own): shown, not changed. */
  scopeFixed?: boolean;
};

/**
 * Product type, pricing location and line status, then one button per filter module. Only one
 * module's panel is open at a time, and adding a filter closes it (spec part 1 §4 Filter bar).
 */
export const ProductFilterBar = memo(
  ({ state, onChange, locations, facetQuery, scopeFixed }: ProductFilterBarProps) => {
    const { t } = useTranslation();
    const [openModule, setOpenModule] = useState<ProductFilterModule | null>(null);
    // Adding a filter closes its panel, which held focus: focus goes back to the module's button,
    // so a keyboard user goes on from where they were instead of from the top of the page.
    const moduleButtons = useRef(new Map<ProductFilterModule, HTMLButtonElement>());
    const modules = productFilterModulesByType[state.productType];
    const countIn = (module: ProductFilterModule) =>
      state.chips.filter((chip) => productFilterKeys[chip.key].module === module).length;

    const add = (chip: ProductFilterChip) => {
      onChange((current) => ({ ...current, chips: addFilterChip(current.chips, chip) }));
      if (openModule) moduleButtons.current.get(openModule)?.focus();
      setOpenModule(null);
    };

    return (
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('productSearch.productType')}
            value={state.productType}
            disabled={scopeFixed}
            onChange={(event) => {
              const productType = event.target.value as ProductSearchState['productType'];
              setOpenModule(null);
              onChange((current) => ({
                ...current,
                productType,
                ...(productType === 'POP' ? { location: 'ALL' } : {}),
              }));
            }}
            sx={{ width: 150 }}
          >
            {productTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`productSearch.productTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {state.productType !== 'POP' && (
            <TextField
              select
              size="small"
              label={t('productSearch.pricingLocation')}
              value={state.location}
              disabled={scopeFixed}
              onChange={(event) =>
                onChange((current) => ({ ...current, location: event.target.value as ProductSearchState['location'] }))
              }
              sx={{ width: 170 }}
            >
              <MenuItem value="ALL">{t('productSearch.all')}</MenuItem>
              {locations.map((location) => (
                <MenuItem key={location.code} value={location.code}>
                  {location.code} · {location.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label={t('productSearch.lineStatus')}
            value={state.lineStatus}
            onChange={(event) =>
              onChange((current) => ({
                ...current,
                lineStatus: event.target.value as ProductSearchState['lineStatus'],
              }))
            }
            sx={{ width: 170 }}
          >
            <MenuItem value="ALL">{t('productSearch.all')}</MenuItem>
            {lineStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {status} · {t(`productDetail.lineStatuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack
          direction="row"
          component="nav"
          aria-label={t('productSearch.filters')}
          sx={{ gap: 1, flexWrap: 'wrap' }}
        >
          {modules.map((module) => (
            <Badge key={module} color="primary" badgeContent={countIn(module)} overlap="rectangular">
              <Button
                ref={(button) => {
                  if (button) moduleButtons.current.set(module, button);
                  else moduleButtons.current.delete(module);
                }}
                size="small"
                variant={openModule === module ? 'contained' : 'outlined'}
                aria-expanded={openModule === module}
                onClick={() => setOpenModule((open) => (open === module ? null : module))}
              >
                {t(`productSearch.modules.${module}`)}
              </Button>
            </Badge>
          ))}
        </Stack>
        {openModule && (
          <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t(`productSearch.modules.${openModule}`)}>
            <FilterPanel
              module={openModule}
              productType={state.productType}
              chips={state.chips}
              facetQuery={facetQuery}
              onAdd={add}
            />
          </Paper>
        )}
      </Stack>
    );
  },
);
