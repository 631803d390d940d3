import { useMatch, useParams } from 'react-router';
import { MANAGER_PATH } from '../../shared/routing/assortment-paths';
import type { AssortmentRef } from '../grid/api';

/**
 * The assortment a page's address names, the inverse of `assortmentPagePath`: `internal/{id}/…`
 * is an internal assortment, `assortment/{id}/…` a regular one.
 */
export const useRouteAssortment = (): AssortmentRef => {
  const { assortmentId = '' } = useParams();
  const internal = useMatch(`${MANAGER_PATH}/internal/:assortmentId/*`);
  return { _id: assortmentId, orgType: internal ? 'internal' : 'regular' };
};
