import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
import BrandingWatermarkOutlinedIcon from '@mui/icons-material/BrandingWatermarkOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PriceCheckOutlinedIcon from '@mui/icons-material/PriceCheckOutlined';
import QrCodeScannerOutlinedIcon from '@mui/icons-material/QrCodeScannerOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '../../shared/app-shell/RouteMenuItems';
import { useAllowedRoutes } from '../../shared/routing/use-allowed-routes';

const icons: Record<string, typeof WidgetsOutlinedIcon> = {
  users: PeopleOutlineIcon,
  mail: MailOutlineIcon,
  products: SellOutlinedIcon,
  assortments: ChecklistOutlinedIcon,
  advertising: CampaignOutlinedIcon,
  logos: BrandingWatermarkOutlinedIcon,
  globalRetail: StorefrontOutlinedIcon,
  step: SchoolOutlinedIcon,
  documents: DescriptionOutlinedIcon,
  conference: EventOutlinedIcon,
  travel: FlightTakeoffOutlinedIcon,
  price: PriceCheckOutlinedIcon,
  approval: ApprovalOutlinedIcon,
  barcode: QrCodeScannerOutlinedIcon,
  samplesOrders: Inventory2OutlinedIcon,
  promosOrders: LocalOfferOutlinedIcon,
};

/** One tile per area the user may open, straight from the route table; an external tool opens in a new tab. */
export const AreaTiles = () => {
  const { t } = useTranslation();
  const tiles = useAllowedRoutes().filter((route) => route.tile);
  if (tiles.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-tiles">
        {t('dashboard.noAreas')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {tiles.map((route) => {
        const Icon = icons[route.tile!.icon] ?? WidgetsOutlinedIcon;
        return (
          <Card key={route.name} sx={{ height: '100%' }}>
            <CardActionArea
              {...(route.href
                ? { component: 'a', ...newTabProps(route.href) }
                : { component: RouterLink, to: route.path })}
              sx={{ height: '100%', p: 1 }}
              data-testid={`tile-${route.name}`}
            >
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} />
                {route.href && (
                  <OpenInNewIcon
                    fontSize="small"
                    color="action"
                    sx={{ float: 'right' }}
                    aria-label={t('salesTools.newTab')}
                  />
                )}
                <Typography variant="h6" component="h3">
                  {t(route.tile!.titleKey)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(route.tile!.descriptionKey)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
