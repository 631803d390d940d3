import {
  type Collection,
  type CollectionProduct,
  collectionBatchRequestSchema,
  collectionQueryRequestSchema,
  DEBOUNCE_MS,
} from '@stride/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../../shared/api/api-client';
import { checkedRequest } from '../../shared/api/checked-request';

/** Collections of assortments are of type Assortment, linked by the assortment's id (spec part 1 §3 Collection). */
const COLLECTION_TYPE = 'Assortment';

/** The assortment's Default collection, found or made by the server. */
const collectionQuery = (assortmentId: string) =>
  queryOptions({
    queryKey: ['collections', COLLECTION_TYPE, assortmentId],
    queryFn: async ({ signal }) =>
      (
        await api.post<Collection[]>(
          `collections/${COLLECTION_TYPE}/query`,
          checkedRequest(
            collectionQueryRequestSchema,
            { linkageType: 'linkageId', linkageId: assortmentId },
            'Collection lookup',
          ),
          { signal },
        )
      )[0] ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });

const productKey = (product: { style: string; color: string }) => `${product.style}_${product.color}`;

/** Whether a style-colour is in the assortment's collection; each cell listens on its own. */
export const useInCollection = (assortmentId: string, styleColorId: string) =>
  useQuery({
    ...collectionQuery(assortmentId),
    select: (collection) => collection?.products.some((product) => productKey(product) === styleColorId) ?? false,
  }).data ?? false;

/**
 * Adding to the assortment's collection: products picked within a second go in one batch (spec
 * part 2 §9.3 collection batch flush, 1,000 ms). The answer is stable across renders so grid
 * columns built from it are not rebuilt.
 */
export const useAssortmentCollection = (assortmentId: string) => {
  const queryClient = useQueryClient();
  const collectionId = useQuery(collectionQuery(assortmentId)).data?._id;
  const queued = useRef<CollectionProduct[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const collection = useMemo(() => {
    const { queryKey } = collectionQuery(assortmentId);
    const flush = async () => {
      const addProducts = queued.current.splice(0);
      if (!collectionId || addProducts.length === 0) return;
      try {
        const saved = await api.post<Collection>(
          `collections/${COLLECTION_TYPE}/batch/${collectionId}`,
          checkedRequest(collectionBatchRequestSchema, { addProducts }, 'Collection update'),
        );
        queryClient.setQueryData(queryKey, saved);
      } catch (error) {
        console.warn('Saving the collection failed', error);
        void queryClient.invalidateQueries({ queryKey: queryKey });
      }
    };
    return {
      assortmentId,
      flush,
      add: (products: readonly { style: string; color: string }[]) => {
        const added = products.map(({ style, color }) => ({ style, color, selected: true }));
        queued.current.push(...added);
        // Shown at once; the server's answer replaces it.
        queryClient.setQueryData(queryKey, (current) =>
          current ? { ...current, products: [...current.products, ...added] } : current,
        );
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), DEBOUNCE_MS.collectionBatchFlush);
      },
    };
  }, [assortmentId, collectionId, queryClient]);

  // Picks still waiting when the panel closes are sent rather than lost.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      void collection.flush();
    },
    [collection],
  );
  return collection;
};

export type AssortmentCollection = ReturnType<typeof useAssortmentCollection>;
