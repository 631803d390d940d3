import { type CustomerOption, DEBOUNCE_MS } from '@stride/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';
import { useDebouncedValue } from '../shared/hooks/use-debounced-value';

/**
 * Customers whose account number or name holds what was typed (GET /customers/official/text,
 * spec part 2 §7.6; the term travels URL-encoded, part 1 §5), asked once typing pauses.
 */
export const useCustomerOptions = (typed: string) => {
  const text = useDebouncedValue(typed.trim(), DEBOUNCE_MS.api);
  return useQuery({
    queryKey: queryKeys.customers.lookup(text),
    queryFn: ({ signal }) =>
      api.get<CustomerOption[]>('customers/official/text', { query: { text, labelValue: true }, signal }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
