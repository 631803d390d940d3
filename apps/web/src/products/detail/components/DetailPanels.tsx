import { Box, Tab, Tabs } from '@mui/material';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilityPanel } from '../panels/AvailabilityPanel';
import { InfoPanel } from '../panels/InfoPanel';
import { MarketingPanel } from '../panels/MarketingPanel';
import { NotesPanel } from '../panels/NotesPanel';
import { PricesPanel } from '../panels/PricesPanel';
import type { PanelProps } from '../panels/panel-props';
import { QuantitiesPanel } from '../panels/QuantitiesPanel';

const panels = {
  availability: AvailabilityPanel,
  info: InfoPanel,
  marketing: MarketingPanel,
  notes: NotesPanel,
  quantities: QuantitiesPanel,
  prices: PricesPanel,
} satisfies Record<string, ComponentType<PanelProps>>;
export type PanelName = keyof typeof panels;
export const FIRST_PANEL: PanelName = 'availability';
const panelNames = Object.keys(panels) as PanelName[];

type DetailPanelsProps = PanelProps & { panel: PanelName; onPanelChange: (panel: PanelName) => void };

/** The single view's panels as tabs; the owner keeps the chosen one, so it stays across colours and styles. */
export const DetailPanels = ({ panel, onPanelChange, ...props }: DetailPanelsProps) => {
  const { t } = useTranslation();
  const id = useId();
  const Panel = panels[panel];
  return (
    <Box>
      <Tabs
        value={panel}
        onChange={(_, value: PanelName) => onPanelChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('productDetail.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {panelNames.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`productDetail.tabs.${name}`)}
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${panel}`} aria-labelledby={`${id}-tab-${panel}`}>
        <Panel {...props} />
      </Box>
    </Box>
  );
};
