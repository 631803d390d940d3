import { lazyPage } from '../shared/routing/lazy-page';

/**
 * The product detail page for other features to show (the prototypes' gallery): its code loads on
 * its first render, in the chunk of its own the route table loads it in.
 */
export const ProductDetailPage = lazyPage(() => import('./detail/ProductDetailPage'));
