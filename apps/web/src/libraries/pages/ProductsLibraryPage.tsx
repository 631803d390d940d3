import { Container, Stack, Typography } from '@mui/material';
import { productsLibrarySearchState } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { BulkDownloadButton } from '../../imports';
import { ProductSearch, useSearchState } from '../../products';
import { SearchActions } from '../../searches';

/** /product/libraries/products: the catalogue, searched with the search that assortments and orders reuse. */
const ProductsLibraryPage = () => {
  const { t } = useTranslation();
  const [state, setState] = useSearchState();
  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('productSearch.title')}
        </Typography>
        <SearchActions />
        <BulkDownloadButton />
      </Stack>
      <ProductSearch state={state} onStateChange={setState} defaultSort={productsLibrarySearchState.sort} />
    </Container>
  );
};

export default ProductsLibraryPage;
